import { msg } from '@lingui/core/macro';

/** The notices of each watchdog outcome in the shopper's language. */
export const watchNotices = {
  success: msg`Done. We have sent you an e-mail with a link to cancel the watchdog; we will write once the product is in stock or cheaper.`,
  invalid: msg`Enter a valid e-mail address.`,
  choose: msg`Choose what to watch: the stock, the price or both.`,
  price: msg`Enter the price as a whole number above zero, or leave it empty.`,
  limited: msg`Too many attempts. Please try again in a few minutes.`,
  error: msg`Something went wrong. We are sorry, if the problem persists, please contact us.`,
};

/** The unsubscribe page's outcomes. */
export const unwatchNotices = {
  success: msg`The watchdog is cancelled. We will not write to you about this product.`,
  invalid: msg`This link is not valid. Please use the whole link from the e-mail.`,
  limited: msg`Too many attempts. Please try again in a few minutes.`,
  error: msg`Something went wrong. We are sorry, if the problem persists, please contact us.`,
};
export type UnwatchOutcome = keyof typeof unwatchNotices;
