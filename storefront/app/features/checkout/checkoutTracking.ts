import type { AnalyticsPayloads, TrackedProduct } from '../../analytics/analyticsEvents.ts';
import { useReportOnce } from '../../analytics/reportOnce.ts';
import { track } from '../../analytics/tracker.ts';

/**
 * Reports `checkout.step_load` when a checkout step's page shows (spec §4: the zero-based step
 * reported as step + 1) with the cart's products; once per visit of the step, not again when
 * the page reloads its data (a changed amount, a chosen shipper).
 */
export function useCheckoutStepLoad(current: 0 | 1 | 2, products: readonly TrackedProduct[]) {
  useReportOnce(`step-${current}`, () =>
    track('checkout.step_load', { step: current + 1, products: [...products] }),
  );
}

/** The shippers and payments a step offers, as far as analytics names them. */
interface MethodOffer {
  shippers: readonly { id: number; name: string }[];
  payments: readonly { id: number; name: string }[];
}

/**
 * What picking a shipper or a payment on the shipping-and-payment step (step 2 of spec §4)
 * reports, from the radio button the shopper changed; null for any other field.
 */
export function methodChoiceEvent(
  field: { name: string; value: string },
  offer: MethodOffer,
): AnalyticsPayloads['checkout.step_option'] | null {
  if (field.name !== 'shipper' && field.name !== 'payment') return null;
  const list = field.name === 'shipper' ? offer.shippers : offer.payments;
  const method = list.find((entry) => String(entry.id) === field.value);
  if (!method) return null;
  return { step: 2, kind: field.name, option: method.name, optionId: field.value };
}
