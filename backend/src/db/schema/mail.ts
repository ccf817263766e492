import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * E-mails waiting to be sent (transactional outbox): written in the same transaction as the change
 * that causes them (a registration, a reset request), so a rolled-back change sends nothing and a
 * committed one is never lost to a crash between commit and send. The sender claims due rows with
 * `for update skip locked`, so several back-end processes share the queue without sending twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What kind of message (`account_activation`, `password_reset`…), for logs and tests. */
    kind: varchar('kind', { length: 64 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    /** Plain-text body; it carries one-time links, so the row is deleted once sent. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: now for a new message, later after a failed attempt (backoff). */
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.sendAfter),
    check('mail_outbox_attempts', sql`${t.attempts} >= 0`),
  ],
);
