import { z } from 'zod';
import { dataEnvelope } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idParams, phoneSchema, plainText, requiredText, successSchema } from './account-fields.ts';

export const addressTypes = ['billing', 'delivery'] as const;

/** ISO 3166-1 alpha-3 (the form of `/countries`); the back end checks the shop has it. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'Expected a 3-letter country code such as CZE' });

/** Spec §5 postcode: CZE 3 digits, optional space, 2 digits; CHE exactly 4 digits; others any. */
export function isValidPostcode(postcode: string, countryCode: string): boolean {
  if (countryCode === 'CZE') return /^\d{3} ?\d{2}$/.test(postcode);
  if (countryCode === 'CHE') return /^\d{4}$/.test(postcode);
  return postcode.length > 0;
}

/** Spec §5 house_number (one word) and street_only (the street does not repeat the number). */
export function streetProblem(street: string, houseNumber: string): string | null {
  if (houseNumber === '') return null;
  if (/\s/.test(houseNumber)) return 'houseNumber';
  return street.split(/[\s,]+/).includes(houseNumber) ? 'street' : null;
}

export const addressSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(addressTypes),
  isDefault: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

const addressFields = {
  type: z.enum(addressTypes),
  /** The one default per type; setting it moves the flag from the previous default. */
  isDefault: z.boolean(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  companyName: plainText(255).nullable(),
  street: requiredText(255),
  houseNumber: plainText(32),
  city: requiredText(255),
  postcode: requiredText(16),
  countryCode: countryCodeSchema,
  phone: phoneSchema.nullable(),
};

type AddressFields = Partial<{
  street: string;
  houseNumber: string;
  postcode: string;
  countryCode: string;
}>;

/** The cross-field rules, when both fields are in the body (PATCH re-checks the merged address). */
function checkAddress(value: AddressFields, context: z.core.$RefinementCtx): void {
  if (value.postcode !== undefined && value.countryCode !== undefined) {
    if (!isValidPostcode(value.postcode, value.countryCode))
      context.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: 'The postcode is not valid',
      });
  }
  if (value.street !== undefined && value.houseNumber !== undefined) {
    const problem = streetProblem(value.street, value.houseNumber);
    if (problem === 'houseNumber')
      context.addIssue({
        code: 'custom',
        path: ['houseNumber'],
        message: 'The house number is not valid',
      });
    if (problem === 'street')
      context.addIssue({
        code: 'custom',
        path: ['street'],
        message: 'The street must not contain the house number',
      });
  }
}

export const createAddressBody = z
  .strictObject({
    ...addressFields,
    isDefault: addressFields.isDefault.default(false),
    companyName: addressFields.companyName.optional(),
    houseNumber: addressFields.houseNumber.default(''),
    phone: addressFields.phone.optional(),
  })
  .superRefine(checkAddress);
export type CreateAddressBody = z.output<typeof createAddressBody>;

export const updateAddressBody = z.strictObject(addressFields).partial().superRefine(checkAddress);
export type UpdateAddressBody = z.output<typeof updateAddressBody>;

/** `GET /user/addresses?type=&country_code=` (spec §7), both optional filters. */
export const addressesQuery = z.strictObject({
  type: z.enum(addressTypes).optional(),
  country_code: countryCodeSchema.optional(),
});
export type AddressesQuery = z.output<typeof addressesQuery>;

const errors = [
  'validation_failed',
  'unauthorized',
  'not_found',
  'unknown_locale',
  'unknown_currency',
] as const;

/** The signed-in shopper's saved addresses (spec §7); another user's address answers 404. */
export const addressesEndpoints = {
  addresses: defineEndpoint({
    name: 'addresses',
    server: 'store',
    method: 'GET',
    path: '/api/v1/user/addresses',
    summary: "The shopper's addresses, defaults first, optionally of one type or country.",
    query: addressesQuery,
    response: dataEnvelope(z.array(addressSchema)),
    errors: [...errors],
    auth: 'required',
  }),
  createAddress: defineEndpoint({
    name: 'createAddress',
    server: 'store',
    method: 'POST',
    path: '/api/v1/user/addresses',
    summary:
      'Saves an address (at most 50 per shopper); `isDefault` makes it the default of its type.',
    body: createAddressBody,
    response: dataEnvelope(addressSchema),
    errors: [...errors, 'conflict'],
    auth: 'required',
  }),
  updateAddress: defineEndpoint({
    name: 'updateAddress',
    server: 'store',
    method: 'PATCH',
    path: '/api/v1/user/addresses/{id}',
    summary: "Changes one of the shopper's addresses.",
    params: idParams,
    body: updateAddressBody,
    response: dataEnvelope(addressSchema),
    errors: [...errors],
    auth: 'required',
  }),
  deleteAddress: defineEndpoint({
    name: 'deleteAddress',
    server: 'store',
    method: 'DELETE',
    path: '/api/v1/user/addresses/{id}',
    summary: "Deletes one of the shopper's addresses.",
    params: idParams,
    response: successSchema,
    errors: [...errors],
    auth: 'required',
  }),
} as const;
