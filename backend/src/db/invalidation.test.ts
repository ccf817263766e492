import {
  createInvalidation,
  type InvalidationMessage,
  type InvalidationOptions,
} from '@vitrina/contracts/invalidation';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database.ts';
import { cachedDictionary, shopDataChanged } from './dictionary-cache.ts';
import { startInvalidation } from './invalidation.ts';

// Decision 230. Runs against a real Redis (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379); every
// test uses a prefix of its own, so parallel runs and a shop on the same Redis do not interfere.
const redisUrl = process.env.TEST_REDIS_URL;
const connections: Redis[] = [];
const closers: (() => Promise<void>)[] = [];
const prefixes: string[] = [];
const prefix = () => {
  const made = `vitrina-test-${process.pid}-${Math.random().toString(36).slice(2)}:`;
  prefixes.push(made);
  return made;
};
const quiet = { info: () => {}, warn: () => {} };

function connect(url = redisUrl ?? ''): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', () => {});
  connections.push(redis);
  return redis;
}

/** One process's side: its own two connections, and the messages it heard. */
function processSide(keyPrefix: string, options: Partial<InvalidationOptions> = {}) {
  const heard: InvalidationMessage[] = [];
  const invalidation = createInvalidation({
    prefix: keyPrefix,
    redis: connect(),
    subscriber: connect(),
    onInvalidate: (message) => heard.push(message),
    log: () => {},
    ...options,
  });
  return { invalidation, heard };
}

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  // The counters have no expiry: the tests remove theirs.
  if (redisUrl) await connections[0]?.del(...prefixes.map((one) => `${one}generation`));
  for (const redis of connections) redis.disconnect();
});

describe.runIf(redisUrl)('invalidation through Redis (decision 230)', () => {
  it('a change reaches every other process, which all agree on the generation', async () => {
    const keyPrefix = prefix();
    const [a, b, c] = [processSide(keyPrefix), processSide(keyPrefix), processSide(keyPrefix)];
    await Promise.all([a, b, c].map((side) => side.invalidation.ready));

    await a.invalidation.publish('stock');
    // The publisher's own handler ran at once; the others hear it through Redis.
    expect(a.heard.map((m) => m.reason)).toEqual(['stock']);
    await vi.waitFor(() => expect(b.heard).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(c.heard).toHaveLength(1), { timeout: 10_000 });
    expect(b.heard[0]).toMatchObject({ reason: 'stock', generation: 1 });
    expect([a, b, c].map((side) => side.invalidation.generation())).toEqual([1, 1, 1]);
  });

  it('a process that starts later reads the generation it missed', async () => {
    const keyPrefix = prefix();
    const a = processSide(keyPrefix);
    await a.invalidation.ready;
    await a.invalidation.publish('stock');
    await a.invalidation.publish('dictionaries');
    const late = processSide(keyPrefix);
    await late.invalidation.ready;
    expect(late.invalidation.generation()).toBe(2);
  });

  it('changes in one throttle window go out as one broadcast', async () => {
    const keyPrefix = prefix();
    const a = processSide(keyPrefix);
    const b = processSide(keyPrefix);
    await Promise.all([a.invalidation.ready, b.invalidation.ready]);
    const sent = [
      a.invalidation.publish('stock'),
      a.invalidation.publish('stock'),
      a.invalidation.publish('dictionaries'),
    ];
    await Promise.all(sent);
    expect(a.heard).toHaveLength(3);
    expect(a.invalidation.generation()).toBe(1);
    await vi.waitFor(() => expect(b.heard).toHaveLength(1), { timeout: 10_000 });
    expect(b.heard[0]?.reason).toBe('stock,dictionaries');
  });

  it('another process drops its dictionaries when one announces a change', async () => {
    const keyPrefix = prefix();
    const one = {} as Database;
    const two = {} as Database;
    const first = startInvalidation(one, { redisUrl, prefix: keyPrefix, log: quiet });
    const second = startInvalidation(two, { redisUrl, prefix: keyPrefix, log: quiet });
    closers.push(first.close, second.close);
    await Promise.all([first.ready, second.ready]);
    const load = vi.fn(async () => 'brands');
    await cachedDictionary(two, 'brands', load);
    await cachedDictionary(two, 'brands', load);
    expect(load).toHaveBeenCalledTimes(1);

    shopDataChanged(one, 'dictionaries');
    await vi.waitFor(
      async () => {
        await cachedDictionary(two, 'brands', load);
        expect(load).toHaveBeenCalledTimes(2);
      },
      { timeout: 10_000 },
    );
  });
});

describe('invalidation without a working Redis', () => {
  it('runs this process’s handler and never rejects', async () => {
    const heard: string[] = [];
    // Nothing listens on port 1: every command fails or times out.
    const invalidation = createInvalidation({
      prefix: prefix(),
      redis: connect('redis://127.0.0.1:1'),
      onInvalidate: (message) => heard.push(message.reason),
      log: () => {},
      timeoutMs: 200,
    });
    await expect(invalidation.publish('stock')).resolves.toBeUndefined();
    expect(heard).toEqual(['stock']);
  });

  it('without Redis counts changes in this process', async () => {
    const heard: number[] = [];
    const invalidation = createInvalidation({
      onInvalidate: (message) => heard.push(message.generation),
    });
    await invalidation.publish('stock');
    await invalidation.publish('stock');
    expect(heard).toEqual([1, 2]);
  });
});
