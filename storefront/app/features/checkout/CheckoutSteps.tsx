import { useLingui } from '@lingui/react/macro';
import { Stepper } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { stepsBar } from './DeliveryDetailsPage.css.ts';

/**
 * The three checkout steps of spec §2 (cart, shipping and payment, delivery details) with the
 * current one marked; finished steps link back.
 */
export function CheckoutSteps(props: { current: 0 | 1 | 2 }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <Stepper
      className={stepsBar}
      current={props.current}
      label={t`Checkout progress`}
      completedLabel={t`completed`}
      steps={[
        { label: t`Cart`, href: routePath('checkout', {}, locale) },
        { label: t`Shipping and payment`, href: routePath('checkout-methods', {}, locale) },
        { label: t`Delivery details` },
      ]}
    />
  );
}
