import { endpoints } from '@vitrina/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users, userTokens } from '../../../db/schema/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
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

const registration = (email: string) => ({
  email,
  password,
  password_confirmation: password,
  firstName: 'Petr',
  lastName: 'Svoboda',
});

describe.each(testDatabases)('accounts: registration, activation, login on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api, smtp } = accounts;

  it('journey: register → activation mail → activate → login → change data → logout', async () => {
    const email = uniqueEmail('journey');
    const { data: registered } = await api.call(endpoints.register, {
      body: { ...registration(email), email: `  ${email.toUpperCase()} ` },
    });
    expect(registered).toMatchObject({ email, firstName: 'Petr', groups: [], isBusiness: false });

    // Not activated yet: the right password still does not sign in.
    const early = await failureOf(api.call(endpoints.login, { body: { email, password } }));
    expect(early.status).toBe(403);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Aktivujte svůj účet');
    const link = linkIn(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${storefrontUrl}/aktivovat`);
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the token's hash is stored; the sent mail left the outbox.
    const stored = await api.handle.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, registered.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    const outboxRows = () =>
      api.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    await expect.poll(outboxRows, { timeout: 5000 }).toEqual([]);

    const { data: activated } = await api.call(endpoints.activateAccount, { body: { token } });
    expect(activated).toEqual({ success: true, activated: 'account' });
    const reused = await failureOf(api.call(endpoints.activateAccount, { body: { token } }));
    expect(reused.status).toBe(400);
    expect(reused.errors[0]).toMatchObject({ field: 'token', code: 'validation_failed' });

    const { data: session } = await api.call(endpoints.login, { body: { email, password } });
    expect(session.token_type).toBe('Bearer');
    expect(Buffer.from(session.access_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const authToken = session.access_token;

    const { data: me } = await api.call(endpoints.currentUser, {}, { authToken });
    expect(me).toEqual({ ...registered, attributes: me.attributes });

    const { data: changed } = await api.call(
      endpoints.updateUser,
      {
        body: {
          firstName: 'Pavel',
          phone: '+420 601 123 456',
          isBusiness: true,
          companyName: 'Alza.cz a.s.',
          tin: '27082440',
          vatin: 'cz27082440',
          attributes: { custom: { formalTitle: 'mr', dateOfBirth: '1985-04-12', ICDPH: null } },
        },
      },
      { authToken },
    );
    expect(changed).toMatchObject({
      firstName: 'Pavel',
      lastName: 'Svoboda',
      phone: '+420 601 123 456',
      isBusiness: true,
      businessStatus: 'pending',
      companyName: 'Alza.cz a.s.',
      tin: '27082440',
      vatin: 'CZ27082440',
      groups: [],
      attributes: { custom: { formalTitle: 'mr', dateOfBirth: '1985-04-12', ICDPH: null } },
    });
    expect((await api.call(endpoints.currentUser, {}, { authToken })).data).toEqual(changed);
    expect((await api.call(endpoints.userCredits, {}, { authToken })).data).toEqual({ amount: 0 });

    await api.call(endpoints.logout, {}, { authToken });
    const after = await failureOf(api.call(endpoints.currentUser, {}, { authToken }));
    expect(after.status).toBe(401);
    expect((await failureOf(api.call(endpoints.logout, {}, { authToken }))).status).toBe(401);
  });

  it('registers a business shopper as pending, never in a group it asked for', async () => {
    const email = uniqueEmail('business');
    const { data } = await api.call(endpoints.register, {
      body: {
        ...registration(email),
        isBusiness: true,
        companyName: 'Firma s.r.o.',
        tin: '27074358',
        vatin: 'CZ27074358',
        attributes: { custom: { ICDPH: 'SK2020123456' } },
      },
    });
    expect(data).toMatchObject({
      isBusiness: true,
      businessStatus: 'pending',
      tin: '27074358',
      groups: [],
      attributes: { custom: { ICDPH: 'SK2020123456' } },
    });
    const missing = await failureOf(
      api.call(endpoints.register, {
        body: { ...registration(uniqueEmail()), isBusiness: true, companyName: 'X' },
      }),
    );
    expect(missing.errors).toEqual([expect.objectContaining({ field: 'tin' })]);
    const badIco = await failureOf(
      api.call(endpoints.register, {
        body: {
          ...registration(uniqueEmail()),
          isBusiness: true,
          companyName: 'X',
          tin: '27074357',
        },
      }),
    );
    expect(badIco.errors[0]).toMatchObject({ field: 'tin', code: 'validation_failed' });
  });

  it('refuses hostile registration bodies with 4xx and writes nothing', async () => {
    const email = uniqueEmail('hostile');
    const base = registration(email);
    const bodies: [unknown, string | undefined][] = [
      [{ ...base, firstName: 'Pe\u0000tr' }, 'firstName'],
      [{ ...base, lastName: 'x'.repeat(100_000) }, 'lastName'],
      [{ ...base, email: `${'a'.repeat(300)}@example.com` }, 'email'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, password: 12345678, password_confirmation: 12345678 }, 'password'],
      [{ ...base, password: 'short', password_confirmation: 'short' }, 'password'],
      [{ ...base, password_confirmation: 'different password' }, 'password_confirmation'],
      [
        { ...base, password: 'a\u0000bcdefghij', password_confirmation: 'a\u0000bcdefghij' },
        'password',
      ],
      [{ ...base, groups: ['VO'] }, undefined],
      [{ ...base, credits: 1_000_000 }, undefined],
      [{ ...base, id: 1 }, undefined],
      [
        { ...base, attributes: { custom: { dateOfBirth: '3024-01-01' } } },
        'attributes.custom.dateOfBirth',
      ],
      [
        { ...base, attributes: { custom: { dateOfBirth: '1985-02-30' } } },
        'attributes.custom.dateOfBirth',
      ],
      [{ ...base, phone: '601123456' }, 'phone'],
      [{ ...base, callbackUrl: 'javascript:alert(1)' }, 'callbackUrl'],
      [[base], undefined],
      ['null', undefined],
    ];
    for (const [body, field] of bodies) {
      const response = await send(api, 'POST', '/api/v1/register', body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      const errors = (response.body as { data: { errors: { field?: string; code: string }[] } })
        .data.errors;
      if (field) expect(errors.map((error) => error.field)).toContain(field);
    }
    const malformed = await send(api, 'POST', '/api/v1/register', '{"email":');
    expect(malformed.status).toBe(400);
    const huge = await send(api, 'POST', '/api/v1/register', {
      ...base,
      firstName: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    const rows = await api.handle.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it('refuses an activation link to a foreign site', async () => {
    const email = uniqueEmail('phish');
    const foreign = await failureOf(
      api.call(endpoints.register, {
        body: { ...registration(email), callbackUrl: 'https://evil.example/aktivovat' },
      }),
    );
    expect(foreign.errors[0]).toMatchObject({ field: 'callbackUrl', code: 'validation_failed' });
    await api.call(endpoints.register, {
      body: { ...registration(email), callbackUrl: `${storefrontUrl}/en/activate?from=mail` },
    });
    const link = linkIn((await smtp.waitFor(email)).text);
    expect(link.pathname).toBe('/en/activate');
    expect(link.searchParams.get('from')).toBe('mail');
  });

  it('gives two concurrent registrations of one e-mail one account and one mail', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => api.call(endpoints.register, { body: registration(email) })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(failures.map((error: { status: number }) => error.status)).toEqual([409, 409]);
    expect(await api.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    await smtp.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await signedInShopper(accounts);
    const wrong = await send(api, 'POST', '/api/oauth/login', {
      email,
      password: 'wrong password',
    });
    const unknown = await send(api, 'POST', '/api/oauth/login', {
      email: uniqueEmail('nobody'),
      password,
    });
    expect(wrong.status).toBe(401);
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
    const hostile = await send(api, 'POST', '/api/oauth/login', {
      email,
      password: 'x'.repeat(5000),
    });
    expect(hostile.status).toBe(400);
    const typed = await send(api, 'POST', '/api/oauth/login', { email: ['a'], password: null });
    expect(typed.status).toBe(400);
  });

  it('spends a password hash on an unknown e-mail too (no enumeration by timing)', async () => {
    const stored = await hashPassword(password);
    // CPU time of this process (the hash runs on its thread pool), not wall time: what the call
    // spends, which other work on the machine does not inflate the way it stretches wall time.
    const fastest = async (work: () => Promise<unknown>) => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const start = process.cpuUsage();
        await work();
        const spent = process.cpuUsage(start);
        best = Math.min(best, spent.user + spent.system);
      }
      return best;
    };
    const oneHash = await fastest(() => verifyPassword('wrong password', stored));
    const unknown = await fastest(() =>
      send(api, 'POST', '/api/oauth/login', { email: uniqueEmail('ghost'), password }),
    );
    // A lower bound only: the call does the hash and more, never less.
    expect(unknown).toBeGreaterThan(oneHash * 0.6);
  });

  it('refuses calls without a live token', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc', 'Bearer ']) {
      const response = await send(
        api,
        'GET',
        '/api/v1/user',
        undefined,
        authorization ? { authorization } : {},
      );
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ data: { errors: [{ code: 'unauthorized' }] } });
    }
  });

  it('refuses mass assignment in PATCH /user', async () => {
    const { token } = await signedInShopper(accounts);
    const headers = { authorization: `Bearer ${token}` };
    for (const body of [
      { groups: ['VO'] },
      { credits: 5000 },
      { id: 1 },
      { email: 'other@example.com' },
      { businessStatus: 'approved' },
      { firstName: '' },
      { firstName: 'a\u0000' },
      { attributes: { custom: { formalTitle: 'king' } } },
    ]) {
      const response = await send(api, 'PATCH', '/api/v1/user', body, headers);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const { data } = await api.call(endpoints.currentUser, {}, { authToken: token });
    expect(data).toMatchObject({ groups: [], businessStatus: 'none', firstName: 'Jana' });
  });

  it('refuses an expired activation link and forgets dead sessions at the next login', async () => {
    const email = uniqueEmail('late');
    const { data: user } = await api.call(endpoints.register, { body: registration(email) });
    const token = linkIn((await smtp.waitFor(email)).text).searchParams.get('token')!;
    const activation = and(eq(userTokens.userId, user.id), eq(userTokens.kind, 'activation'));
    await api.handle.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(activation);
    const expired = await failureOf(api.call(endpoints.activateAccount, { body: { token } }));
    expect(expired.errors[0]).toMatchObject({ field: 'token', code: 'validation_failed' });
    expect((await failureOf(api.call(endpoints.login, { body: { email, password } }))).status).toBe(
      403,
    );

    const shopper = await signedInShopper(accounts);
    await api.call(endpoints.logout, {}, { authToken: shopper.token });
    const mine = eq(userTokens.userId, shopper.userId);
    await api.handle.db
      .update(userTokens)
      .set({ revokedAt: sql`now() - interval '2 days'` })
      .where(mine);
    await api.call(endpoints.login, { body: { email: shopper.email, password } });
    const left = await api.handle.db.select().from(userTokens).where(mine);
    expect(left.map((row) => [row.kind, row.revokedAt])).toEqual([['access', null]]);
  });
});
