import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ApiError } from '@vitrina/contracts';

/**
 * Why `POST /cart/place` refused the order, as the step says it (spec §8: no raw codes). The
 * action names the reason; the page picks the text in the shopper's language.
 */
export type PlaceError = 'stock' | 'coupon' | 'credits' | 'gifts' | 'methods' | 'unavailable';

/** The place payload's paths (spec §7) as the form's field names. */
const fieldByPath: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  comment: 'note',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  'billing_address.street': 'street',
  'billing_address.city': 'city',
  'billing_address.postcode': 'postcode',
  'billing_address.countryCode': 'country',
  'business.business_name': 'companyName',
  'business.TIN': 'tin',
  'business.VATIN': 'vatin',
  'shipping.name': 'delivery.name',
  'shipping.phone': 'delivery.phone',
  'shipping.business_name': 'delivery.companyName',
  'shipping.address.street': 'delivery.street',
  'shipping.address.city': 'delivery.city',
  'shipping.address.postcode': 'delivery.postcode',
  'shipping.address.countryCode': 'delivery.country',
};

export function placeFieldOf(path: string | undefined): string | null {
  return path ? (fieldByPath[path] ?? null) : null;
}

const reasonByField: Record<string, PlaceError> = {
  items: 'stock',
  couponCode: 'coupon',
  credits: 'credits',
  order_gifts: 'gifts',
  shipper_id: 'methods',
  payment_id: 'methods',
  branch_id: 'methods',
  delivery_time_id: 'methods',
};

/** The form-wide reason of a refusal; none when every error sits at a form field. */
export function placeErrorOf(
  errors: readonly ApiError[],
  atFields: boolean,
): PlaceError | undefined {
  for (const error of errors) {
    const reason = error.field ? reasonByField[error.field] : undefined;
    if (reason) return reason;
  }
  return atFields ? undefined : 'unavailable';
}

const messages: Record<PlaceError, MessageDescriptor> = {
  stock: /*i18n*/ {
    id: 'checkout.placeError.stock',
    message:
      'Some items are no longer in stock in the amount you want. Please change the cart and try again.',
  },
  coupon: /*i18n*/ {
    id: 'checkout.placeError.coupon',
    message: 'The promo code no longer applies (it may have been used up). Remove it in the cart.',
  },
  credits: /*i18n*/ {
    id: 'checkout.placeError.credits',
    message: 'You no longer have enough credits. Change them in the cart.',
  },
  gifts: /*i18n*/ {
    id: 'checkout.placeError.gifts',
    message: 'A chosen gift is no longer available. Check the gifts in the cart.',
  },
  methods: /*i18n*/ {
    id: 'checkout.placeError.methods',
    message: 'The chosen shipping or payment is no longer available. Please choose again.',
  },
  unavailable: /*i18n*/ {
    id: 'checkout.placeError.unavailable',
    message: 'Something went wrong. We are sorry; if the problem persists, contact us.',
  },
};

export function placeErrorText(i18n: I18n, reason: PlaceError): string {
  return i18n._(messages[reason]);
}
