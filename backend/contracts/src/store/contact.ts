import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emailSchema, plainText, requiredText, successSchema } from './account-fields.ts';

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

export const contactEndpoints = {
  contactForm: defineEndpoint({
    name: 'contactForm',
    server: 'store',
    method: 'POST',
    path: '/api/v1/contact-form',
    summary:
      "Sends a shopper's message to the shop's contact address (by e-mail, through the outbox).",
    body: contactFormBody,
    response: successSchema,
    errors: ['validation_failed', 'rate_limited', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
