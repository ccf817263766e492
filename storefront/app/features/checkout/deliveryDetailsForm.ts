import { isValidIco, isValidPostcode, streetProblem } from '@vitrina/contracts/store';
import { z } from 'zod';
import { isChecked } from '../account/forms/formValues.ts';

/**
 * The delivery-details step's form (spec §5 rules) as one zod schema: react-hook-form checks it
 * in the browser and the server action checks the posted form with the same one. Messages are
 * the contracts' English texts (or their style), translated by `validationMessage`.
 */

/** What the rules depend on besides the values: the chosen shipper and who is shopping. */
export interface DetailsRules {
  /** The shipper delivers to an address (false for pick-up: the address is then optional). */
  addressRequired: boolean;
  /** A guest may register at checkout; a signed-in shopper has no password fields. */
  guest: boolean;
}

export const detailsMessages = {
  required: 'Required',
  requiredForBusiness: 'Required for business',
  email: 'Not a valid e-mail address',
  fullName: 'The full_name is not valid: first and last name',
  phone: 'The phone number is not valid',
  street: 'The street must not contain the house number',
  houseNumber: 'The house number is not valid',
  postcode: 'The postcode is not valid',
  country: 'Expected a 3-letter country code such as CZE',
  tinLength: 'The tin is not valid: 8 digits',
  tinCheckDigit: 'The tin is not valid: check digit does not match',
  vatin: 'The vatin is not valid',
  passwordShort: 'At least 8 characters',
  passwordsDiffer: 'The passwords do not match',
} as const;

/** Any posted value as trimmed text of at most `max` characters (absent, a file → ''). */
const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .trim()
      .max(max, { message: `At most ${max} characters` }),
  );
/** A password is kept as typed (spaces count). */
const secret = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().max(256, { message: 'At most 256 characters' }),
);
const flag = z.preprocess(isChecked, z.boolean());
const country = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : 'CZE'),
  z.string(),
);

const addressShape = {
  street: text(255),
  houseNumber: text(32),
  city: text(255),
  postcode: text(16),
  country,
};

const deliveryShape = z.object({
  name: text(200),
  ...addressShape,
  companyName: text(255),
  phone: text(32),
});

const shape = z.object({
  email: text(254),
  name: text(200),
  phone: text(32),
  ...addressShape,
  companyName: text(255),
  tin: text(16),
  vatin: text(16),
  differentAddress: flag,
  delivery: z.preprocess((value) => value ?? {}, deliveryShape),
  note: text(2000),
  password: secret,
  passwordConfirmation: secret,
  newsletter: flag,
  // Spec §3 compliance flags: each one a separate consent, unticked until the shopper ticks it.
  priceComparisonConsent: flag,
  priceComparisonReviewConsent: flag,
  magazine: flag,
  phoneNotification: flag,
});

export type DeliveryDetails = z.output<typeof shape>;
export type DeliveryAddress = z.output<typeof deliveryShape>;

type Issue = (path: string, message: string) => void;

const phonePattern = /^\+[0-9()/. -]{9,}$/;
const emailPattern = z.email();

/** Spec §5 full_name: at least two words separated by a space. */
export const isFullName = (value: string) => /^\S+\s+\S+/.test(value);

/** Spec §5 tin: for CZE empty is valid, else 8 digits with the mod-11 check digit; others any. */
export function tinProblem(tin: string, countryCode: string): string | null {
  if (countryCode !== 'CZE' || tin === '') return null;
  if (!/^\d{8}$/.test(tin)) return detailsMessages.tinLength;
  return isValidIco(tin) ? null : detailsMessages.tinCheckDigit;
}

/** Street, house number, city, postcode and country under `prefix` (spec §5 address rules). */
function checkAddress(
  address: Pick<DeliveryDetails, 'street' | 'houseNumber' | 'city' | 'postcode' | 'country'>,
  issue: Issue,
  prefix = '',
) {
  const at = (field: string) => `${prefix}${field}`;
  for (const field of ['street', 'houseNumber', 'city', 'postcode'] as const)
    if (address[field] === '') issue(at(field), detailsMessages.required);
  const problem = streetProblem(address.street, address.houseNumber);
  if (problem === 'houseNumber') issue(at('houseNumber'), detailsMessages.houseNumber);
  if (problem === 'street') issue(at('street'), detailsMessages.street);
  if (address.postcode && !isValidPostcode(address.postcode, address.country))
    issue(at('postcode'), detailsMessages.postcode);
  if (!/^[A-Z]{3}$/.test(address.country)) issue(at('country'), detailsMessages.country);
}

function checkName(value: string, path: string, issue: Issue) {
  if (value === '') issue(path, detailsMessages.required);
  else if (!isFullName(value)) issue(path, detailsMessages.fullName);
}

function checkPhone(value: string, path: string, issue: Issue, required: boolean) {
  if (value === '') {
    if (required) issue(path, detailsMessages.required);
  } else if (!phonePattern.test(value)) issue(path, detailsMessages.phone);
}

/** Whether the shopper gave a billing address at all (optional when the shipper needs none). */
export function hasBillingAddress(values: DeliveryDetails): boolean {
  return [values.street, values.houseNumber, values.city, values.postcode].some(Boolean);
}

/** The step's schema for the chosen shipper and shopper (the same in the browser and the action). */
export function deliveryDetailsSchema(rules: DetailsRules) {
  return shape.superRefine((values, context) => {
    const issue: Issue = (path, message) =>
      context.addIssue({ code: 'custom', path: path.split('.'), message });
    if (values.email === '') issue('email', detailsMessages.required);
    else if (!emailPattern.safeParse(values.email).success) issue('email', detailsMessages.email);
    checkName(values.name, 'name', issue);
    checkPhone(values.phone, 'phone', issue, true);
    if (rules.addressRequired || hasBillingAddress(values)) checkAddress(values, issue);

    // The company: its name and IČO go together (the order's business part needs both).
    const tinError = tinProblem(values.tin, values.country);
    if (tinError) issue('tin', tinError);
    if (values.companyName && !values.tin) issue('tin', detailsMessages.requiredForBusiness);
    if (values.tin && !values.companyName)
      issue('companyName', detailsMessages.requiredForBusiness);
    if (values.vatin && !/^[A-Z]{2}[0-9A-Z]{2,12}$/.test(values.vatin.toUpperCase()))
      issue('vatin', detailsMessages.vatin);

    if (rules.addressRequired && values.differentAddress) {
      checkName(values.delivery.name, 'delivery.name', issue);
      checkAddress(values.delivery, issue, 'delivery.');
      checkPhone(values.delivery.phone, 'delivery.phone', issue, false);
    }

    if (rules.guest && (values.password || values.passwordConfirmation)) {
      if (values.password.length < 8) issue('password', detailsMessages.passwordShort);
      if (values.password !== values.passwordConfirmation)
        issue('passwordConfirmation', detailsMessages.passwordsDiffer);
    }
  });
}

/** The form's field names in the order the page shows them (focus goes to the first invalid). */
export const detailsFieldOrder = [
  'email',
  'name',
  'phone',
  'street',
  'houseNumber',
  'city',
  'postcode',
  'country',
  'companyName',
  'tin',
  'vatin',
  'delivery.name',
  'delivery.companyName',
  'delivery.street',
  'delivery.houseNumber',
  'delivery.city',
  'delivery.postcode',
  'delivery.country',
  'delivery.phone',
  'note',
  'password',
  'passwordConfirmation',
] as const;
