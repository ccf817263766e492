import type { RequestContext } from '../core/request-context.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  /** What kind of message, for logs and tests (`account_activation`, `order_placed`…). */
  kind: string;
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

/**
 * Queues an e-mail in the outbox with `ctx.db`: called inside `inTransaction`, the mail exists
 * exactly when the change that caused it commits. The sender (mail/sender.ts) delivers it; call
 * its `wake()` after the commit so it goes out now rather than at the next poll.
 */
export async function enqueueMail(ctx: RequestContext, mail: OutgoingMail): Promise<void> {
  await ctx.db.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
  });
}
