import { endpoints } from '@vitrina/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import {
  failureOf,
  linkIn,
  send,
  storefrontUrl,
  uniqueEmail,
  useAccountsApp,
} from '../users/users.test-helpers.ts';

const callbackUrl = `${storefrontUrl}/aktivovat`;

describe.each(testDatabases)('newsletter double opt-in on $name', (database) => {
  const { api, smtp } = useAccountsApp(database);
  const subscription = async (email: string) =>
    (
      await api.handle.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];

  it('subscribes after the mailed link is opened, once', async () => {
    const email = uniqueEmail('news');
    await api.call(endpoints.newsletterSubscribe, {
      body: { email: email.toUpperCase(), callbackUrl, source: 'footer', terms: true },
    });
    expect(await subscription(email)).toMatchObject({ status: 'pending', source: 'footer' });
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Potvrďte odběr novinek');
    const link = linkIn(mail.text);
    expect(link.searchParams.get('type')).toBe('newsletter');
    const token = link.searchParams.get('token')!;

    const { data } = await api.call(endpoints.activateAccount, { body: { token } });
    expect(data).toEqual({ success: true, activated: 'newsletter' });
    expect(await subscription(email)).toMatchObject({ status: 'active', tokenHash: null });
    const again = await failureOf(api.call(endpoints.activateAccount, { body: { token } }));
    expect(again.status).toBe(400);

    // Subscribed already: the same answer, no second mail, still active.
    const repeat = await send(api, 'POST', '/api/v1/newsletter/subscribe', {
      email,
      callbackUrl,
      terms: true,
    });
    expect(repeat).toMatchObject({ status: 200, body: { data: { success: true } } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((received) => received.to.includes(email))).toHaveLength(1);
    expect(await subscription(email)).toMatchObject({ status: 'active' });
  });

  it('keeps only the newest link of a pending address and one row for racing requests', async () => {
    const email = uniqueEmail('twice');
    await Promise.all(
      [1, 2, 3].map(() =>
        api.call(endpoints.newsletterSubscribe, { body: { email, callbackUrl, terms: true } }),
      ),
    );
    const rows = await api.handle.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    const tokens = [];
    for (let skip = 0; skip < 3; skip++) {
      tokens.push(linkIn((await smtp.waitFor(email, { skip })).text).searchParams.get('token')!);
    }
    const results = await Promise.allSettled(
      tokens.map((token) => api.call(endpoints.activateAccount, { body: { token } })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses missing terms, foreign callbacks and hostile input', async () => {
    const email = uniqueEmail('refused');
    for (const body of [
      { email, callbackUrl },
      { email, callbackUrl, terms: false },
      { email, callbackUrl, terms: 'true' },
      { email, callbackUrl: 'https://evil.example/x', terms: true },
      { email: '', callbackUrl, terms: true },
      { email: `a\u0000@example.com`, callbackUrl, terms: true },
      { email, callbackUrl, terms: true, source: 'x'.repeat(65) },
      { email, callbackUrl, terms: true, status: 'active' },
    ]) {
      const response = await send(api, 'POST', '/api/v1/newsletter/subscribe', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await subscription(email)).toBeUndefined();
  });
});
