import { sql } from 'drizzle-orm';
import type { RequestContext } from '../core/request-context.ts';
import { selectRows, type Database } from '../db/database.ts';
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

export interface OutboxBacklog {
  /** Mails waiting for their first or next attempt. */
  waiting: number;
  /** Mails the sender gave up on after its last attempt (kept for inspection). */
  givenUp: number;
  /** Age in seconds of the oldest waiting mail; 0 when none waits. */
  oldestSeconds: number;
}

/** What the outbox holds, for the metrics (a growing backlog means mail is not leaving). */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await selectRows<OutboxBacklog>(
    db,
    sql`select count(*) filter (where send_after <> 'infinity')::int as "waiting",
               count(*) filter (where send_after = 'infinity')::int as "givenUp",
               coalesce(extract(epoch from now() - min(created_at)
                 filter (where send_after <> 'infinity')), 0)::float8 as "oldestSeconds"
        from ${mailOutbox}`,
  );
  return row ?? { waiting: 0, givenUp: 0, oldestSeconds: 0 };
}
