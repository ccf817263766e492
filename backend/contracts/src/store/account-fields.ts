import { z } from 'zod';
import { isValidIco } from './ares.ts';

/**
 * Field rules shared by the account calls (registration, user data, addresses): one definition per
 * shape, the rules of spec §5 where it has one. Text never carries control characters: PostgreSQL
 * refuses NUL in text (a 500 if it got that far) and none belongs in a name or a street.
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed single-line text of at most `max` characters, without control characters. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters`, abort: true })
    .refine((value) => !controlCharacter.test(value) && !/[\r\n]/.test(value), {
      message: 'Must not contain line breaks or control characters',
    });

/** Text that must not be blank. */
export const requiredText = (max: number) =>
  plainText(max).refine((value) => value.length > 0, { message: 'Required' });

/** Stored and compared lower-cased (`users.email` is unique on that form). */
export const emailSchema = z
  .string()
  .trim()
  .max(254, { message: 'At most 254 characters', abort: true })
  .toLowerCase()
  .pipe(z.email({ message: 'Not a valid e-mail address' }));

/**
 * A new password: 8 to 256 characters (the cap keeps the KDF's input small); any characters but
 * NUL, which some clients and drivers cut strings at.
 */
export const newPasswordSchema = z
  .string()
  .min(8, { message: 'At least 8 characters', abort: true })
  .max(256, { message: 'At most 256 characters', abort: true })
  .refine((value) => !value.includes('\u0000'), { message: 'Must not contain NUL' });

/** A password being checked (login, old password): never longer than any that could be set. */
export const givenPasswordSchema = z
  .string()
  .min(1, { message: 'Required', abort: true })
  .max(256, { message: 'At most 256 characters' });

/** Spec §5 phone_number: `+` then at least 9 of digits, parentheses, slash, dot, space, hyphen. */
export const phoneSchema = z
  .string()
  .trim()
  .max(32, { message: 'At most 32 characters', abort: true })
  .regex(/^\+[0-9()/. -]{9,}$/, { message: 'The phone number is not valid' });

/** Spec §5 tin (IČO): 8 digits whose last is the check digit of the first seven. */
export const tinSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$/, { message: 'The tin is not valid: 8 digits', abort: true })
  .refine(isValidIco, { message: 'The tin is not valid: check digit does not match' });

/** DIČ / IČ DPH: country prefix and 2–12 letters or digits (`CZ27074358`, `SK2020123456`). */
export const vatinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/, { message: 'The vatin is not valid' });

export const formalTitles = ['mr', 'mrs'] as const;

/** A date of birth: a real calendar day between 1900-01-01 and today. */
export const dateOfBirthSchema = z.iso
  .date({ message: 'Expected a date YYYY-MM-DD' })
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), {
    message: 'Date of birth must be between 1900-01-01 and today',
  });

/** Spec §3 `attributes.custom` of a user: formal title, date of birth and Slovak VAT id (IČ DPH). */
export const userCustomAttributesInput = z.strictObject({
  formalTitle: z.enum(formalTitles).nullable().optional(),
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
  ICDPH: vatinSchema.nullable().optional(),
});

/**
 * Where the e-mailed link should point (the storefront's `user-activate` or `reset-password` page):
 * an absolute http(s) URL. The back end also checks its origin against the shop's own, so a
 * request cannot make the shop mail a link to someone else's site.
 */
export const callbackUrlSchema = z
  .string()
  .trim()
  .max(2000, { message: 'At most 2000 characters', abort: true })
  .pipe(z.url({ protocol: /^https?$/, message: 'Expected an absolute http(s) URL' }));

/** A one-time token from an e-mailed link: base64url of ≥ 128 random bits. */
export const linkTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, { message: 'The link is invalid or has expired' });

/** A database id in a path: a positive 32-bit integer. */
export const idParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `{ data: { success: true } }` for calls that answer nothing else. */
export const successSchema = z.object({ data: z.object({ success: z.literal(true) }) });
