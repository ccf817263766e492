import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { preparing, selectRows } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface MailOptions {
  /** `smtp://…` or `smtps://…` (config SMTP_URL); without it mails become `.eml` files. */
  smtpUrl?: string;
  /** Where `.eml` files go without an SMTP server. */
  outboxDir?: string;
  from?: string;
  /** How often to look for due mails besides `wake()` (retries, other processes' mails). */
  pollMs?: number;
}

export interface MailSender {
  /** Deliver what is due soon (after a commit that queued a mail). */
  wake(): void;
  /** Deliver everything due now; resolves with the number sent. */
  flush(): Promise<number>;
  close(): Promise<void>;
}

interface DueMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** A claimed row is invisible to other senders this long; a crash mid-send means a retry after. */
const leaseSeconds = 120;
const batchSize = 20;
/** After this many failures the mail stays in the table (with its last error) and is not retried. */
const maxAttempts = 8;

function createTransport(options: MailOptions) {
  if (options.smtpUrl)
    return { transport: nodemailer.createTransport(options.smtpUrl), toFile: false };
  return {
    transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    toFile: true,
  };
}

/**
 * Delivers the outbox (db/schema/mail.ts) over SMTP with nodemailer. Rows are claimed with a lease
 * (`for update skip locked`), so any number of back-end processes share the queue; a sent mail's
 * row is deleted (it holds one-time links), a failed one is retried with a growing delay.
 */
export function createMailSender(
  db: Database,
  options: MailOptions,
  log: FastifyBaseLogger,
): MailSender {
  const { transport, toFile } = createTransport(options);
  const from = options.from ?? 'shop@vitrina.localhost';
  const outboxDir = options.outboxDir ?? join(process.cwd(), '.data/outbox');
  let running: Promise<number> | undefined;
  let again = false;
  let closed = false;
  let outboxReady: Promise<void> | undefined;

  // The claim and the delete after each sent mail are fixed texts, sent for every order: prepared
  // (decision 245), one round trip each instead of two.
  const claim = () =>
    selectRows<DueMail>(
      preparing(db),
      sql`update ${mailOutbox} set send_after = now() + make_interval(secs => ${leaseSeconds})
          where id in (select id from ${mailOutbox} where send_after <= now()
                       order by send_after, id limit ${batchSize} for update skip locked)
          returning id, kind, recipient, subject, body, attempts`,
    );

  async function deliver(mail: DueMail): Promise<boolean> {
    try {
      const info = await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
      });
      if (toFile) {
        // Created once per sender (not once per mail); a failed write forgets it, so a directory
        // removed meanwhile is created again on the retry.
        outboxReady ??= mkdir(outboxDir, { recursive: true }).then(() => undefined);
        await outboxReady;
        const message = (info as { message?: Buffer }).message ?? Buffer.from('');
        await writeFile(join(outboxDir, `${Date.now()}-${mail.id}-${mail.kind}.eml`), message);
      }
      await preparing(db).delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
      return true;
    } catch (error) {
      outboxReady = undefined;
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: mail.id, kind: mail.kind, attempts, err: message }, 'mail not sent');
      // 30 s, 1 min, 2 min … doubling; after maxAttempts, never again (kept for inspection).
      const delay = attempts >= maxAttempts ? null : 30 * 2 ** (attempts - 1);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 500),
          sendAfter:
            delay === null ? sql`'infinity'` : sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(mailOutbox.id, mail.id));
      return false;
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claim();
      for (const mail of due) if (await deliver(mail)) sent += 1;
      if (due.length < batchSize || closed) return sent;
    }
  }

  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail outbox not readable');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          void flush();
        }
      });
    return running;
  }

  const timer = setInterval(() => void flush(), options.pollMs ?? 10_000);
  timer.unref();

  return {
    wake: () => {
      if (!closed) setImmediate(() => void flush());
    },
    flush,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
