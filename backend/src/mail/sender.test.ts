import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { startSmtpFake } from '../test/smtp-fake.ts';
import { createMailSender } from './sender.ts';

/** Fastify's no-op logger (logger: false). */
const log = Fastify().log;

describe.each(testDatabases)('mail outbox sender on $name', (database) => {
  const migrated = useMigratedDatabase(database);
  const queue = (to: string, kind = 'test') =>
    migrated.handle.db
      .insert(mailOutbox)
      .values({ kind, recipient: to, subject: `Hello ${to}`, body: `Body for ${to}` });
  const rows = () => migrated.handle.db.select().from(mailOutbox);

  it('delivers over SMTP once even with two senders, and empties the outbox', async () => {
    const smtp = await startSmtpFake();
    const senders = [1, 2].map(() =>
      createMailSender(
        migrated.handle.db,
        { smtpUrl: smtp.url, from: 'Shop <shop@example.com>' },
        log,
      ),
    );
    try {
      const recipients = Array.from({ length: 30 }, (_, i) => `r${i}@example.com`);
      for (const to of recipients) await queue(to);
      const sent = await Promise.all(senders.map((sender) => sender.flush()));
      expect(sent[0]! + sent[1]!).toBe(30);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
      expect(smtp.received[0]).toMatchObject({
        from: 'shop@example.com',
        subject: expect.stringMatching(/^Hello/),
      });
      expect(await rows()).toEqual([]);
    } finally {
      await Promise.all(senders.map((sender) => sender.close()));
      await smtp.close();
    }
  });

  it('keeps a mail it could not send and retries it later', async () => {
    // A port nothing listens on: the connection is refused.
    const sender = createMailSender(migrated.handle.db, { smtpUrl: 'smtp://127.0.0.1:9' }, log);
    await queue('later@example.com');
    expect(await sender.flush()).toBe(0);
    await sender.close();
    const [failed] = await rows();
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(new Date(failed!.sendAfter).getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtpFake();
    const retry = createMailSender(migrated.handle.db, { smtpUrl: smtp.url }, log);
    try {
      expect(await retry.flush()).toBe(0); // not due yet
      await migrated.handle.db.update(mailOutbox).set({ sendAfter: sql`now()` });
      expect(await retry.flush()).toBe(1);
      expect((await smtp.waitFor('later@example.com')).text).toContain(
        'Body for later@example.com',
      );
    } finally {
      await retry.close();
      await smtp.close();
    }
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'vitrina-outbox-'));
    const sender = createMailSender(migrated.handle.db, { outboxDir }, log);
    try {
      await queue('file@example.com', 'account_activation');
      expect(await sender.flush()).toBe(1);
      const [file] = await readdir(outboxDir);
      expect(file).toMatch(/account_activation\.eml$/);
      const text = await readFile(join(outboxDir, file!), 'utf8');
      expect(text).toContain('To: file@example.com');
      expect(text).toContain('Body for file@example.com');
    } finally {
      await sender.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
