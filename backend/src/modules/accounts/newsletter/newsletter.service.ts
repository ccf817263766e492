import type { NewsletterSubscribeBody } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import { inTransaction } from '../../../core/transaction.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { accountMail } from '../users/account-mails.ts';
import { mailLinkBase, withParams } from '../users/mail-links.ts';
import { hashToken, newToken } from '../users/tokens.ts';
import { confirmSubscription, upsertPendingSubscription } from './newsletter.repository.ts';

/**
 * Double opt-in: the address becomes pending and gets a confirmation link; an address that is
 * already subscribed gets nothing, and the answer is the same either way (no enumeration).
 */
export async function subscribeNewsletter(
  ctx: RequestContext,
  body: NewsletterSubscribeBody,
  storefrontUrl: string,
): Promise<{ success: true }> {
  const link = await mailLinkBase(ctx, storefrontUrl, 'activation', body.callbackUrl);
  const { token, hash } = newToken();
  await inTransaction(ctx, async (tx) => {
    const pending = await upsertPendingSubscription(tx.db, {
      email: body.email,
      locale: ctx.locale,
      source: body.source || null,
      tokenHash: hash,
    });
    if (!pending) return;
    const url = withParams(link, { token, type: 'newsletter' });
    await enqueueMail(tx, accountMail('newsletter', ctx.locale, body.email, url));
  });
  return { success: true };
}

/** True when the token confirmed a pending subscription (then it is used up). */
export function confirmNewsletter(ctx: RequestContext, token: string): Promise<boolean> {
  return confirmSubscription(ctx.db, hashToken(token));
}
