import type { I18n, MessageDescriptor } from '@lingui/core';

/** Messages of the storefront's own (the company lookup's answers). */
export const companyNotFound = 'Company not found';
export const registryUnavailable = 'Registry unavailable';

/**
 * The contracts' validation messages (English, one definition per rule in
 * `@vitrina/contracts/store`) in the shopper's language (spec §5). Both the browser's check and
 * the server action's produce these texts, and the back end answers with them, so one table
 * translates all three. Plain descriptors marked for extraction (no macro), so the module also
 * loads where no Lingui macro runs (unit tests).
 */
const messages: Record<string, MessageDescriptor> = {
  Required: /*i18n*/ { id: 'validation.required', message: 'Please fill this in.' },
  'Required for business': /*i18n*/ {
    id: 'validation.requiredForBusiness',
    message: 'Please fill this in for a company purchase.',
  },
  'At least 8 characters': /*i18n*/ {
    id: 'validation.passwordTooShort',
    message: 'Use at least 8 characters.',
  },
  'Not a valid e-mail address': /*i18n*/ {
    id: 'validation.email',
    message: 'The e-mail is not valid.',
  },
  'The full_name is not valid: first and last name': /*i18n*/ {
    id: 'validation.fullName',
    message: 'Write your first and last name.',
  },
  'The phone number is not valid': /*i18n*/ {
    id: 'validation.phone',
    message: 'The phone number is not valid. Start with + and the country code.',
  },
  'The tin is not valid: 8 digits': /*i18n*/ {
    id: 'validation.tinLength',
    message: 'The company ID is not valid: it has 8 digits.',
  },
  'The tin is not valid: check digit does not match': /*i18n*/ {
    id: 'validation.tinCheckDigit',
    message: 'The company ID is not valid: check for a typo.',
  },
  'The vatin is not valid': /*i18n*/ {
    id: 'validation.vatin',
    message: 'The VAT ID is not valid, e.g. CZ12345678.',
  },
  'Expected a date YYYY-MM-DD': /*i18n*/ { id: 'validation.date', message: 'Enter a date.' },
  'Date of birth must be between 1900-01-01 and today': /*i18n*/ {
    id: 'validation.dateOfBirth',
    message: 'The date of birth is not valid.',
  },
  'The passwords do not match': /*i18n*/ {
    id: 'validation.passwordsDiffer',
    message: 'The passwords do not match.',
  },
  'The postcode is not valid': /*i18n*/ {
    id: 'validation.postcode',
    message: 'The postcode is not valid.',
  },
  'The house number is not valid': /*i18n*/ {
    id: 'validation.houseNumber',
    message: 'The house number is not valid.',
  },
  'The street must not contain the house number': /*i18n*/ {
    id: 'validation.streetOnly',
    message: 'Write the house number in its own field.',
  },
  'Expected a 3-letter country code such as CZE': /*i18n*/ {
    id: 'validation.country',
    message: 'Choose a country.',
  },
  'Must not contain line breaks or control characters': /*i18n*/ {
    id: 'validation.plainText',
    message: 'Remove line breaks and special characters.',
  },
  'The link is invalid or has expired': /*i18n*/ {
    id: 'validation.link',
    message: 'The link is invalid or has expired.',
  },
  'An account with this e-mail already exists': /*i18n*/ {
    id: 'validation.emailTaken',
    message: 'An account with this e-mail already exists.',
  },
  'The current password is not correct': /*i18n*/ {
    id: 'validation.oldPassword',
    message: 'The current password is not correct.',
  },
  [companyNotFound]: /*i18n*/ {
    id: 'validation.companyNotFound',
    message: 'We could not find this company ID in the business register.',
  },
  [registryUnavailable]: /*i18n*/ {
    id: 'validation.registryUnavailable',
    message: 'The business register is not available right now; fill the details in yourself.',
  },
};

// The lookup's own wording of the same IČO rules (`companyLookupQuery`).
messages['IČO must be exactly 8 digits'] = messages['The tin is not valid: 8 digits']!;
messages['IČO check digit does not match; check for a typo'] =
  messages['The tin is not valid: check digit does not match']!;

const notValid = /*i18n*/ { id: 'validation.notValid', message: 'This value is not valid.' };
const tooLong = /*i18n*/ { id: 'validation.tooLong', message: 'This is too long.' };

/** A validation message for the shopper; unknown ones get a generic text, never English. */
export function validationMessage(i18n: I18n, message: string | undefined): string {
  if (!message) return i18n._(notValid);
  const known = messages[message];
  if (known) return i18n._(known);
  if (/^At most \d+ characters$/.test(message)) return i18n._(tooLong);
  return i18n._(notValid);
}
