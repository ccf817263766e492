import { endpoints } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCurrencies, startFakeBackend } from '../../testing/fakeBackend.ts';
import { cacheGeneration, setCacheGeneration } from './cacheGeneration.server.ts';
import { sharedCache, type Audience } from './sharedCache.server.ts';

const cs: Audience = { locale: 'cs', currency: 'CZK', userGroups: [] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cache on a clock of its own whose loader counts its calls and answers the current `version`. */
function countingCache(times: { freshMs: number; staleMs: number }, max = 10) {
  // The clock starts above zero: lru-cache reads a start time of 0 as "never set".
  const state = { loads: 0, version: 1, fail: false, now: 1 };
  const cached = sharedCache({
    ...times,
    max,
    clock: { now: () => state.now },
    load: async () => {
      state.loads += 1;
      await sleep(5);
      if (state.fail) throw new Error('back end down');
      return state.version;
    },
  });
  return { state, cached };
}

describe('sharedCache', () => {
  it('answers an audience from one load while fresh, concurrent misses included', async () => {
    const { state, cached } = countingCache({ freshMs: 60_000, staleMs: 0 });
    expect(await Promise.all([cached(cs), cached(cs), cached(cs)])).toEqual([1, 1, 1]);
    expect(await cached({ ...cs })).toBe(1);
    expect(state.loads).toBe(1);
  });

  it('loads again, without serving the old answer, once the back end announced a change', async () => {
    const { state, cached } = countingCache({ freshMs: 60_000, staleMs: 600_000 });
    const before = cacheGeneration();
    try {
      expect(await cached(cs)).toBe(1);
      state.version = 2;
      setCacheGeneration(before + 1);
      expect(await cached(cs)).toBe(2);
      expect(await cached(cs)).toBe(2);
      expect(state.loads).toBe(2);
    } finally {
      setCacheGeneration(before);
    }
  });

  it('keys by locale, currency, variant and groups, in any group order', async () => {
    const { state, cached } = countingCache({ freshMs: 60_000, staleMs: 0 });
    await cached({ ...cs, userGroups: ['b', 'a'] });
    await cached({ ...cs, userGroups: ['a', 'b'] });
    expect(state.loads).toBe(1);
    await cached({ ...cs, locale: 'en' });
    await cached({ ...cs, currency: 'EUR' });
    await cached({ ...cs, userVariant: 'b2b' });
    expect(state.loads).toBe(4);
  });

  it('serves a stale answer while it refreshes, then the new one', async () => {
    const { state, cached } = countingCache({ freshMs: 60_000, staleMs: 600_000 });
    await cached(cs);
    state.version = 2;
    state.now = 61_000;
    expect(await cached(cs)).toBe(1);
    await sleep(20);
    expect(await cached(cs)).toBe(2);
    expect(state.loads).toBe(2);
  });

  it('keeps the stale answer when a refresh fails, and fails once nothing usable is left', async () => {
    const { state, cached } = countingCache({ freshMs: 60_000, staleMs: 600_000 });
    await cached(cs);
    state.fail = true;
    state.now = 61_000;
    expect(await cached(cs)).toBe(1);
    await sleep(20);
    state.now = 300_000;
    expect(await cached(cs)).toBe(1);
    await sleep(20);
    state.now = 661_000;
    await expect(cached(cs)).rejects.toThrow('back end down');
    // The first load, two background refreshes that failed, and the awaited one that failed.
    expect(state.loads).toBe(4);
  });

  it('keeps at most `max` audiences, dropping the least recently used', async () => {
    const { state, cached } = countingCache({ freshMs: 60_000, staleMs: 0 }, 2);
    await cached(cs);
    await cached({ ...cs, locale: 'en' });
    await cached({ ...cs, currency: 'EUR' });
    expect(state.loads).toBe(3);
    await cached(cs);
    expect(state.loads).toBe(4);
  });
});

describe('sharedCache against a back end', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend((path) =>
      path === '/api/v1/currencies' ? { status: 200, body: { data: demoCurrencies } } : undefined,
    );
  });
  afterAll(() => backend.stop());

  it("sends the audience's headers and never a shopper's token", async () => {
    const cached = sharedCache({
      load: async (api) => (await api.call(endpoints.currencies, {})).data,
      max: 10,
      freshMs: 60_000,
      staleMs: 0,
    });
    const currencies = await cached({ ...cs, userVariant: 'b2b', userGroups: ['vip'] });
    expect(currencies.map((currency) => currency.code)).toEqual(['CZK', 'EUR']);
    expect(backend.calls).toHaveLength(1);
    expect(backend.calls[0]?.headers).toMatchObject({
      'x-locale': 'cs',
      'x-currency': 'CZK',
      'x-user-variant': 'b2b',
      'x-user-groups': 'vip',
    });
    expect(backend.calls[0]?.headers).not.toHaveProperty('authorization');
    expect(backend.calls[0]?.headers).not.toHaveProperty('x-cart-token');
  });
});
