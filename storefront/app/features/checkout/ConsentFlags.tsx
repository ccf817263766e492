import { useLingui } from '@lingui/react/macro';
import { CheckboxInput } from '../account/forms/FormFields.tsx';
import type { AccountForm } from '../account/forms/useAccountForm.ts';

/**
 * Spec §3 compliance flags of the place payload: each a separate, optional consent, unticked
 * until the shopper ticks it, stored on the order by the back end.
 */
export function ConsentFlags(props: { form: AccountForm }) {
  const { t } = useLingui();
  const { form } = props;
  return (
    <>
      <CheckboxInput
        form={form}
        name="priceComparisonReviewConsent"
        label={t`Send me a questionnaire about this purchase from the price comparison service`}
      />
      <CheckboxInput
        form={form}
        name="priceComparisonConsent"
        label={t`Share this purchase with the price comparison service to measure its conversions`}
      />
      <CheckboxInput
        form={form}
        name="magazine"
        label={t`Send me the shop's printed magazine by post`}
      />
      <CheckboxInput
        form={form}
        name="phoneNotification"
        label={t`Send me news and offers by text message (SMS)`}
      />
    </>
  );
}
