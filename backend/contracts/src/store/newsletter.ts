import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { callbackUrlSchema, emailSchema, plainText, successSchema } from './account-fields.ts';

/**
 * `POST /newsletter/subscribe` (spec §7): double opt-in. The confirmation e-mail links to
 * `callbackUrl` (the storefront's user-activate page) with `?token=…&type=newsletter`; that page
 * sends the token to `activateAccount`. Terms are always sent as accepted (spec §5).
 */
export const newsletterSubscribeBody = z.strictObject({
  email: emailSchema,
  callbackUrl: callbackUrlSchema,
  source: plainText(64).optional(),
  terms: z.literal(true, { message: 'The terms must be accepted' }),
});
export type NewsletterSubscribeBody = z.output<typeof newsletterSubscribeBody>;

export const newsletterEndpoints = {
  newsletterSubscribe: defineEndpoint({
    name: 'newsletterSubscribe',
    server: 'store',
    method: 'POST',
    path: '/api/v1/newsletter/subscribe',
    summary:
      'Subscribes an e-mail to the newsletter after it confirms the link mailed to it (double opt-in); answers the same whether or not it was subscribed already.',
    body: newsletterSubscribeBody,
    response: successSchema,
    errors: ['validation_failed', 'rate_limited', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
