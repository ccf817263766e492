import { randomBytes } from 'node:crypto';
import { endpoints } from '@vitrina/contracts';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../core/request-context.ts';
import { userTokens } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { SignedInUser } from './sessions.service.ts';
import {
  failureOf,
  password,
  signedInShopper,
  uniqueEmail,
  useAccountsApp,
} from './users.test-helpers.ts';

describe('accounts: the login hook (guest-cart merge seam)', () => {
  const calls: { user: SignedInUser; inTransaction: boolean }[] = [];
  let failNext = false;
  const accounts = useAccountsApp(
    testDatabases[0]!,
    {},
    {
      onLogin: async (tx: RequestContext, user: SignedInUser) => {
        // A write through `tx` must be part of the login: the token row is visible here.
        const tokens = await tx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
        calls.push({ user, inTransaction: tokens.some((token) => token.kind === 'access') });
        if (failNext) throw new Error('merge failed');
      },
    },
  );

  it('runs with the signed-in user inside the login transaction; a throw undoes the login', async () => {
    const { email, userId } = await signedInShopper(accounts);
    expect(calls).toEqual([
      {
        user: { id: userId, email, firstName: 'Jana', lastName: 'Nováková', groups: [] },
        inTransaction: true,
      },
    ]);

    failNext = true;
    const failed = await failureOf(
      accounts.api.call(endpoints.login, { body: { email, password } }),
    );
    expect(failed.status).toBe(500);
    const sessions = await accounts.api.handle.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, userId));
    expect(sessions.filter((token) => token.kind === 'access')).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('accounts: login limits shared through Redis', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());
  // Fresh counters per run: the same IP and window would otherwise carry over between runs.
  const keyPrefix = `vitrina-test-${randomBytes(6).toString('hex')}:`;
  const limits = { perIp: 100, perAccount: 3, redis, keyPrefix };
  const first = useTestApp(testDatabases[0]!, undefined, () => ({
    accounts: { rateLimits: limits },
  }));
  const second = useTestApp(testDatabases[0]!, undefined, () => ({
    accounts: { rateLimits: limits },
  }));

  it('counts attempts on one process against the other', async () => {
    const email = uniqueEmail('shared');
    const attempt = (api: typeof first) =>
      failureOf(api.call(endpoints.login, { body: { email, password: 'guess guess' } }));
    const statuses = [];
    for (const api of [first, second, first, second]) statuses.push((await attempt(api)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await redis.keys(`${keyPrefix}*`)).not.toEqual([]);
  });
});
