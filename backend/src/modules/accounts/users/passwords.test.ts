import { endpoints } from '@vitrina/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, userTokens } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import {
  failureOf,
  linkIn,
  password,
  send,
  signedInShopper,
  storefrontUrl,
  uniqueEmail,
  useAccountsApp,
} from './users.test-helpers.ts';

const newPassword = 'a brand new secret';
const callbackUrl = `${storefrontUrl}/resetovat-heslo`;

describe.each(testDatabases)(
  'accounts: forgotten, reset and changed passwords on $name',
  (database) => {
    const accounts = useAccountsApp(database);
    const { api, smtp } = accounts;

    /** Asks for a reset link and answers the token from the mail (the shopper's skip-th mail). */
    async function resetToken(email: string, skip = 1): Promise<string> {
      await api.call(endpoints.forgotPassword, { body: { email, callbackUrl } });
      const link = linkIn((await smtp.waitFor(email, { skip })).text);
      expect(`${link.origin}${link.pathname}`).toBe(callbackUrl);
      expect(link.searchParams.get('email')).toBe(email);
      return link.searchParams.get('token')!;
    }

    it('resets with the mailed token once, and ends every session', async () => {
      const { email, token: session } = await signedInShopper(accounts);
      const token = await resetToken(email);
      const body = { email, token, password: newPassword, password_confirmation: newPassword };

      const wrongEmail = await failureOf(
        api.call(endpoints.resetPassword, { body: { ...body, email: uniqueEmail() } }),
      );
      expect(wrongEmail.errors[0]).toMatchObject({ field: 'token', code: 'validation_failed' });

      await api.call(endpoints.resetPassword, { body });
      const again = await failureOf(api.call(endpoints.resetPassword, { body }));
      expect(again.errors[0]).toMatchObject({ field: 'token' });

      expect(
        (await failureOf(api.call(endpoints.currentUser, {}, { authToken: session }))).status,
      ).toBe(401);
      expect(
        (await failureOf(api.call(endpoints.login, { body: { email, password } }))).status,
      ).toBe(401);
      await api.call(endpoints.login, { body: { email, password: newPassword } });
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const nobody = uniqueEmail('nobody');
      const known = await signedInShopper(accounts);
      const forNobody = await send(api, 'POST', '/api/v1/forgot-password', {
        email: nobody,
        callbackUrl,
      });
      const forKnown = await send(api, 'POST', '/api/v1/forgot-password', {
        email: known.email,
        callbackUrl,
      });
      expect(forNobody).toMatchObject({ status: 200, body: forKnown.body });
      await smtp.waitFor(known.email, { skip: 1 });
      const queued = await api.handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, nobody));
      expect(queued).toEqual([]);
      expect(smtp.received.some((mail) => mail.to.includes(nobody))).toBe(false);
    });

    it('keeps only the newest link alive and refuses an expired one', async () => {
      const { email, userId } = await signedInShopper(accounts);
      const first = await resetToken(email, 1);
      const second = await resetToken(email, 2);
      const body = { email, password: newPassword, password_confirmation: newPassword };
      expect(
        (await failureOf(api.call(endpoints.resetPassword, { body: { ...body, token: first } })))
          .status,
      ).toBe(400);

      await api.handle.db
        .update(userTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'password_reset')));
      const expired = await failureOf(
        api.call(endpoints.resetPassword, { body: { ...body, token: second } }),
      );
      expect(expired.errors[0]).toMatchObject({ field: 'token', code: 'validation_failed' });
    });

    it('lets one of two concurrent resets with the same token win', async () => {
      const { email } = await signedInShopper(accounts);
      const token = await resetToken(email);
      const results = await Promise.allSettled(
        ['first new password', 'second new password'].map((next) =>
          api.call(endpoints.resetPassword, {
            body: { email, token, password: next, password_confirmation: next },
          }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    });

    it('refuses foreign callback URLs and hostile bodies', async () => {
      const { email } = await signedInShopper(accounts);
      for (const url of [
        'https://evil.example/reset',
        'http://127.0.0.1:1/reset',
        'ftp://127.0.0.1:4999/',
      ]) {
        const response = await send(api, 'POST', '/api/v1/forgot-password', {
          email,
          callbackUrl: url,
        });
        expect(response.status, url).toBe(400);
      }
      for (const body of [
        { email, callbackUrl, extra: 1 },
        { email: 42, callbackUrl },
        { email: `a\u0000b@example.com`, callbackUrl },
        { email, callbackUrl: `${callbackUrl}/${'x'.repeat(5000)}` },
      ]) {
        expect((await send(api, 'POST', '/api/v1/forgot-password', body)).status).toBe(400);
      }
      for (const token of ['short', 'x'.repeat(500), 'a\u0000'.repeat(20), 'ö'.repeat(30)]) {
        const response = await send(api, 'POST', '/api/v1/reset-password', {
          email,
          token,
          password: newPassword,
          password_confirmation: newPassword,
        });
        expect(response.status).toBe(400);
      }
    });

    it('changes the password with the old one, keeping only this session', async () => {
      const { email, token: mine } = await signedInShopper(accounts);
      const { data: other } = await api.call(endpoints.login, { body: { email, password } });
      const body = {
        old_password: 'not my password',
        password: newPassword,
        password_confirmation: newPassword,
      };

      const wrongOld = await failureOf(
        api.call(endpoints.changePassword, { body }, { authToken: mine }),
      );
      expect(wrongOld.errors[0]).toMatchObject({
        field: 'old_password',
        code: 'validation_failed',
      });
      const mismatch = await failureOf(
        api.call(
          endpoints.changePassword,
          { body: { ...body, old_password: password, password_confirmation: 'something else' } },
          { authToken: mine },
        ),
      );
      expect(mismatch.errors[0]).toMatchObject({ field: 'password_confirmation' });
      expect((await failureOf(api.call(endpoints.changePassword, { body }))).status).toBe(401);

      await api.call(
        endpoints.changePassword,
        { body: { ...body, old_password: password } },
        { authToken: mine },
      );
      await api.call(endpoints.currentUser, {}, { authToken: mine });
      expect(
        (await failureOf(api.call(endpoints.currentUser, {}, { authToken: other.access_token })))
          .status,
      ).toBe(401);
      await api.call(endpoints.login, { body: { email, password: newPassword } });
    });
  },
);

describe('accounts: rate limits on login and password reset', () => {
  const accounts = useAccountsApp(testDatabases[0]!, { perIp: 6, perAccount: 3 });
  const { api } = accounts;

  it('answers 429 with Retry-After per account, then per IP', async () => {
    const email = uniqueEmail('limited');
    const attempt = (address: string) =>
      send(api, 'POST', '/api/oauth/login', { email: address, password: 'guess guess' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(email)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt(email.toUpperCase());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ data: { errors: [{ code: 'rate_limited' }] } });

    // Another account from the same IP: the per-IP budget (6) runs out next.
    expect((await attempt(uniqueEmail())).status).toBe(401);
    expect((await attempt(uniqueEmail())).status).toBe(429);
    // Other calls have their own budget.
    const forgot = await send(api, 'POST', '/api/v1/forgot-password', {
      email,
      callbackUrl,
    });
    expect(forgot.status).toBe(200);
  });
});

describe('accounts: per-IP limits count the client a trusted proxy names', () => {
  const accounts = useAccountsApp(
    testDatabases[0]!,
    { perIp: 2, perAccount: 100 },
    {
      trustProxy: '127.0.0.1',
    },
  );
  const { api } = accounts;

  it('gives each forwarded client its own budget', async () => {
    const attempt = (client: string) =>
      send(
        api,
        'POST',
        '/api/oauth/login',
        { email: uniqueEmail(), password: 'guess guess' },
        { 'x-forwarded-for': client },
      );
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await attempt('203.0.113.7')).status);
    expect(first).toEqual([401, 401, 429]);
    expect((await attempt('198.51.100.9')).status).toBe(401);
    // A client cannot buy a new budget by prepending a made-up address: the proxy's is last.
    expect((await attempt('192.0.2.1, 203.0.113.7')).status).toBe(429);
  });
});
