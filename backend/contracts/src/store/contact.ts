import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  emailSchema,
  plainText,
  requiredText,
  successSchema,
  tinSchema,
} from './account-fields.ts';

/** Longest message the contact form takes (a letter, not an attachment). */
export const contactMessageMaxLength = 5000;

/**
 * `POST /contact-form` (spec §7, payload not shown there): who writes, how to answer them, and the
 * message. The shop's contact address receives it by e-mail.
 */
export const contactFormBody = z.strictObject({
  name: requiredText(120),
  email: emailSchema,
  phone: plainText(32).optional(),
  message: z
    .string()
    .trim()
    .min(10, { message: 'At least 10 characters' })
    .max(contactMessageMaxLength, { message: `At most ${contactMessageMaxLength} characters` }),
});
export type ContactFormBody = z.output<typeof contactFormBody>;

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const controlOtherThanLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The simple order / inquiry form (spec §1, §2 `/poptavka`; decision 220): who asks, how to
 * reach them, an optional company, what they want (products or codes and amounts, one per line,
 * or a question) and their consent to be contacted about it. Sent to `POST /contact-form` with
 * `kind: 'inquiry'`, so a shop's own back end needs no other call.
 */
export const inquiryFormBody = z.strictObject({
  kind: z.literal('inquiry'),
  name: requiredText(120),
  email: emailSchema,
  phone: plainText(32).optional(),
  company: plainText(120).optional(),
  /** IČO: 8 digits with the check digit (spec §5 tin). */
  tin: tinSchema.optional(),
  message: z
    .string()
    .trim()
    .min(3, { message: 'At least 3 characters', abort: true })
    .max(contactMessageMaxLength, { message: `At most ${contactMessageMaxLength} characters` })
    .refine((value) => !controlOtherThanLines.test(value), {
      message: 'Must not contain control characters',
    }),
  consent: z.literal(true, { message: 'Consent is required' }),
});
export type InquiryFormBody = z.output<typeof inquiryFormBody>;

/** What `POST /contact-form` takes: a contact message (no `kind`, or `contact`) or an inquiry. */
export const contactFormCallBody = z.discriminatedUnion('kind', [
  contactFormBody.extend({ kind: z.literal('contact').optional() }),
  inquiryFormBody,
]);
export type ContactFormCallBody = z.output<typeof contactFormCallBody>;

export const contactEndpoints = {
  contactForm: defineEndpoint({
    name: 'contactForm',
    server: 'store',
    method: 'POST',
    path: '/api/v1/contact-form',
    summary:
      "Keeps a shopper's message or order inquiry and sends it to the shop's contact address (by e-mail, through the outbox).",
    body: contactFormCallBody,
    response: successSchema,
    errors: ['validation_failed', 'rate_limited', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
