import { msg } from '@lingui/core/macro';

/** The outcome of a subscription, as the no-JavaScript redirect carries it (`?newsletter=`). */
export const newsletterOutcomes = ['success', 'empty', 'invalid', 'error'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return (newsletterOutcomes as readonly unknown[]).includes(value);
}

/** Where the subscription forms post; a resource route (routes/newsletterAction.ts). */
export const newsletterActionPath = '/actions/newsletter';

/**
 * The notices of spec §5 and §8 in the shopper's language. Spec §8 prints "Login successful" for a
 * subscription; a shopper who just subscribed is told what happens next instead (decision 076).
 */
export const newsletterNotices = {
  success: msg`Thank you! Please confirm the subscription with the link we have sent to your e-mail.`,
  empty: msg`If you want to receive news, you must fill in the e-mail.`,
  invalid: msg`Enter a valid e-mail address.`,
  error: msg`Something went wrong. We are sorry, if the problem persists, please contact us.`,
};
