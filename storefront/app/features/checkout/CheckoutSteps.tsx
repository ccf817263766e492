import { useLingui } from '@lingui/react/macro';
import { Stepper } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import type { TrackedProduct } from '../../analytics/analyticsEvents.ts';
import { useCheckoutStepLoad } from './checkoutTracking.ts';
import { stepsBar } from './DeliveryDetailsPage.css.ts';

/**
 * The three checkout steps of spec §2 (cart, shipping and payment, delivery details) with the
 * current one marked; finished steps link back. Shown once per step page, so it also reports
 * the step's load with the cart's products (`checkout.step_load`).
 */
export function CheckoutSteps(props: { current: 0 | 1 | 2; products: readonly TrackedProduct[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  useCheckoutStepLoad(props.current, props.products);
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
