import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { log } from '../app/log.server.ts';
import type { SplicedBody } from './nonceSplice.ts';

/** A rendered page as the page cache keeps it: never the shopper's. */
export interface StoredPage extends SplicedBody {
  status: number;
  headers: [string, string][];
  /** The CSP nonce of the render, replaced in every reply. */
  nonce: string | null;
  /** Milliseconds since the epoch (every process of a shared store agrees on it). */
  storedAt: number;
}

export interface PageStore {
  get(key: string): Promise<StoredPage | undefined>;
  /** Keeps the page for `ttlMs` (fresh and stale together). */
  set(key: string, page: StoredPage, ttlMs: number): Promise<void>;
}

/** In this process, bounded by the bytes it holds; the least recently used page goes first. */
export function memoryPageStore(maxBytes: number): PageStore {
  const cache = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.raw.length + page.gzip.length + 1024,
  });
  return {
    get: async (key) => cache.get(key),
    set: async (key, page, ttlMs) => {
      cache.set(key, page, { ttl: ttlMs });
    },
  };
}

/**
 * In Redis, so every storefront process serves what one rendered. One binary value per page:
 * a 4-byte length, the JSON of everything but the bodies, then the page and its gzip.
 * Short timeouts: a slow or absent Redis makes the page render, never wait. Keys start with
 * `keyPrefix` (REDIS_PREFIX), so shops sharing a Redis keep their pages apart.
 */
export function redisPageStore(
  url: string,
  keyPrefix = 'vitrina:',
): PageStore & { close(): Promise<void> } {
  const prefix = `${keyPrefix}page:`;
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  redis.on('error', (error: Error) => log.error(`[page cache] redis: ${error.message}`));
  return {
    async get(key) {
      const value = await redis.getBuffer(prefix + key);
      if (!value || value.length < 4) return undefined;
      const metaLength = value.readUInt32BE(0);
      const { rawLength, ...meta } = JSON.parse(
        value.subarray(4, 4 + metaLength).toString(),
      ) as Omit<StoredPage, 'raw' | 'gzip'> & { rawLength: number };
      const bodies = value.subarray(4 + metaLength);
      return { ...meta, raw: bodies.subarray(0, rawLength), gzip: bodies.subarray(rawLength) };
    },
    async set(key, page, ttlMs) {
      const { raw, gzip, ...rest } = page;
      const meta = Buffer.from(JSON.stringify({ ...rest, rawLength: raw.length }));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(meta.length);
      await redis.set(prefix + key, Buffer.concat([length, meta, raw, gzip]), 'PX', ttlMs);
    },
    async close() {
      await redis.quit();
    },
  };
}
