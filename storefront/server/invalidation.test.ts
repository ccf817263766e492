import { createInvalidation } from '@vitrina/contracts/invalidation';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cacheGeneration, setCacheGeneration } from '../app/api/cacheGeneration.server.ts';
import { listenForInvalidation } from './invalidation.ts';
import { cacheStatusHeader, withPageCache } from './pageCache.ts';
import { memoryPageStore } from './pageStore.ts';

const publicPage = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const get = () => new Request('http://shop.test/produkt/kolo', { headers: {} });

function cachedApp() {
  const state = { renders: 0 };
  const serve = withPageCache(
    async () => {
      state.renders += 1;
      return new Response(`<html>render ${state.renders}</html>`, {
        headers: { 'Cache-Control': publicPage, 'Content-Type': 'text/html' },
      });
    },
    {
      store: memoryPageStore(1024 * 1024),
      theme: 'eshop',
      freshMs: 60_000,
      staleMs: 600_000,
      generation: cacheGeneration,
    },
  );
  return { state, serve };
}

describe('the page cache and the invalidation generation (decision 230)', () => {
  it('a new generation turns a stored page into a miss, then it is stored again', async () => {
    const before = cacheGeneration();
    try {
      const { state, serve } = cachedApp();
      expect((await serve(get())).headers.get(cacheStatusHeader)).toBe('miss');
      expect((await serve(get())).headers.get(cacheStatusHeader)).toBe('hit');
      setCacheGeneration(before + 1);
      const after = await serve(get());
      expect(after.headers.get(cacheStatusHeader)).toBe('miss');
      expect(await after.text()).toBe('<html>render 2</html>');
      expect((await serve(get())).headers.get(cacheStatusHeader)).toBe('hit');
      expect(state.renders).toBe(2);
    } finally {
      setCacheGeneration(before);
    }
  });
});

// A real Redis (TEST_REDIS_URL): the back end's announcement moves this process's generation.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('listenForInvalidation', () => {
  const publisher = new Redis(redisUrl ?? '', { lazyConnect: true, maxRetriesPerRequest: 1 });
  const closers: (() => Promise<void>)[] = [];
  const prefix = `vitrina-test-${process.pid}-${Math.random().toString(36).slice(2)}:`;
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await publisher.del(`${prefix}generation`);
    publisher.disconnect();
  });

  it('hears the back end’s change: the cached page misses', async () => {
    const before = cacheGeneration();
    try {
      const listener = listenForInvalidation(redisUrl ?? '', prefix);
      closers.push(listener.close);
      await listener.ready;
      const { serve } = cachedApp();
      await serve(get());
      expect((await serve(get())).headers.get(cacheStatusHeader)).toBe('hit');

      const backend = createInvalidation({ redis: publisher, prefix, onInvalidate: () => {} });
      await backend.publish('stock');
      await vi.waitFor(() => expect(cacheGeneration()).toBe(backend.generation()), {
        timeout: 10_000,
      });
      expect((await serve(get())).headers.get(cacheStatusHeader)).toBe('miss');
    } finally {
      setCacheGeneration(before);
    }
  });
});
