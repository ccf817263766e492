import type { Database } from './database.ts';

/**
 * Small shop-wide dictionaries (parameters, categories, brands, price lists, domains) are read on
 * every listing, product or header check but change rarely; keeping them for a few seconds saves
 * several queries a request. Stale for at most `ttlMs` after an edit, unless the writer calls
 * `forgetDictionaries`. Never for anything user-specific: keys name shop data only.
 */
const ttlMs = 10_000;
const caches = new WeakMap<Database, Map<string, { until: number; value: Promise<unknown> }>>();
/** A transaction's handle → the database it runs on: a transaction reads the shop's dictionaries. */
const roots = new WeakMap<Database, Database>();

/**
 * Tells the cache that `transaction` runs on `db`, so that services called inside a transaction
 * (adding to a cart, placing an order) find the dictionaries the rest of the process already has
 * instead of reading all of them again on every write.
 */
export function shareDictionaries(transaction: Database, db: Database): void {
  roots.set(transaction, roots.get(db) ?? db);
}

export function cachedDictionary<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const root = roots.get(db) ?? db;
  let cache = caches.get(root);
  if (!cache) caches.set(root, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { until: now + ttlMs, value });
  // A failed load must not be served to the next caller.
  value.catch(() => cache.delete(key));
  return value;
}

/** For writers of dictionary data: the next read of any dictionary goes to the database. */
export function forgetDictionaries(db: Database): void {
  caches.delete(roots.get(db) ?? db);
}
