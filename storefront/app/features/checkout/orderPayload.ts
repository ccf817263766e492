import type { Branch, Globals, PlaceOrderBody, Shipper } from '@vitrina/contracts/store';
import { hasBillingAddress, type DeliveryDetails } from './deliveryDetailsForm.ts';

/** What place order needs besides the form: the checked choice and the shop's contact. */
export interface PayloadChoice {
  shipper: Pick<Shipper, 'id' | 'requiredAddress' | 'hasBranches'>;
  paymentId: number;
  branch: Pick<Branch, 'id' | 'street' | 'city' | 'postcode' | 'countryCode'> | null;
  /** The chosen delivery time slot (`GET /delivery-times`), for a shipper with windows. */
  slotId?: string | null;
  contact: Pick<Globals['contact'], 'street' | 'city' | 'postcode' | 'countryCode'>;
}

type PostalAddress = PlaceOrderBody['billing_address'];

/** Spec §5: the street joins the house number when one exists. */
export function joinStreet(street: string, houseNumber: string): string {
  const number = houseNumber.trim();
  return number ? `${street.trim()} ${number}` : street.trim();
}

function postal(address: {
  street: string;
  houseNumber: string;
  city: string;
  postcode: string;
  country: string;
}): PostalAddress {
  return {
    street: joinStreet(address.street, address.houseNumber),
    city: address.city.trim(),
    postcode: address.postcode.trim(),
    countryCode: address.country,
  };
}

/**
 * Spec §5 fallback: the pick-up branch's address, else the shop's contact address (a branch
 * without a complete address does not count).
 */
export function fallbackAddress(choice: PayloadChoice): PostalAddress {
  const { branch, contact } = choice;
  if (branch && branch.street && branch.city && branch.postcode) {
    const { street, city, postcode, countryCode } = branch;
    return { street, city, postcode, countryCode };
  }
  const { street, city, postcode, countryCode } = contact;
  return { street, city, postcode, countryCode };
}

/** Blank after trimming is not sent (spec §5 optional fields). */
const given = (value: string): string | undefined => value.trim() || undefined;

/**
 * The `POST /cart/place` body (spec §5 order payload rules, §7 fields) for details that passed
 * `deliveryDetailsSchema`:
 * - optional fields trimmed and left out when blank;
 * - billing address from the form, else (a pick-up shipper, nothing typed) the branch's or the
 *   shop's; the shipping address likewise when the shipper needs no address, else the different
 *   delivery address or the billing one;
 * - shipping business name and phone only when not blank, the business name not for a company
 *   customer (the theme setting that would allow it does not exist here);
 * - terms always true; registration only for a guest whose two passwords are present and equal.
 */
export function buildPlaceOrderBody(
  details: DeliveryDetails,
  choice: PayloadChoice,
  guest: boolean,
): PlaceOrderBody {
  const { shipper } = choice;
  const billing = hasBillingAddress(details) ? postal(details) : fallbackAddress(choice);
  const different = shipper.requiredAddress && details.differentAddress;
  const delivery = details.delivery;
  const business =
    details.companyName && details.tin
      ? {
          business_name: details.companyName,
          TIN: details.tin,
          VATIN: given(details.vatin)?.toUpperCase(),
        }
      : undefined;
  const shippingAddress = !shipper.requiredAddress
    ? fallbackAddress(choice)
    : different
      ? postal(delivery)
      : billing;
  const shipping = {
    name: different ? delivery.name : details.name,
    address: shippingAddress,
    business_name: different && !business ? given(delivery.companyName) : undefined,
    phone: different ? given(delivery.phone) : undefined,
  };
  const registers =
    guest && details.password !== '' && details.password === details.passwordConfirmation;
  const body: PlaceOrderBody = {
    name: details.name,
    email: details.email,
    phone: details.phone,
    billing_address: billing,
    shipping,
    shipper_id: shipper.id,
    payment_id: choice.paymentId,
    branch_id: shipper.hasBranches ? (choice.branch?.id ?? null) : null,
    terms: true,
    newsletter: details.newsletter,
    price_comparison_consent: details.priceComparisonConsent,
    price_comparison_review_consent: details.priceComparisonReviewConsent,
    magazine: details.magazine,
    phone_notification: details.phoneNotification,
  };
  if (choice.slotId) body.delivery_time_id = choice.slotId;
  if (business) body.business = business;
  const comment = given(details.note);
  if (comment) body.comment = comment;
  if (registers) {
    body.password = details.password;
    body.password_confirmation = details.passwordConfirmation;
    body.registration = true;
  }
  return dropUndefined(body);
}

/** JSON leaves undefined out anyway; tests compare bodies, so the object does too. */
function dropUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
