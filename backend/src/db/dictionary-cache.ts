import type { Database } from './database.ts';

/**
 * Small shop-wide dictionaries (parameters, categories, brands, price lists, domains) are read on
 * every listing, product or header check but change rarely; keeping them for a few seconds saves
 * several queries a request. Stale for at most `ttlMs` and one load after an edit, unless the
 * writer calls `forgetDictionaries`. Never for anything user-specific: keys name shop data only.
 */
const ttlMs = 10_000;

interface Entry {
  until: number;
  value: Promise<unknown>;
  /** A load of the next value is under way (the expired value is answered meanwhile). */
  refreshing?: boolean;
}
const caches = new WeakMap<Database, Map<string, Entry>>();
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

/** The database a handle works on: itself, or for a transaction the database it runs on. */
export function rootDatabase(db: Database): Database {
  return roots.get(db) ?? db;
}

/** The dictionaries this process keeps for `root`, an empty set made for it when it has none. */
function entriesOf(root: Database): Map<string, Entry> {
  const found = caches.get(root);
  if (found) return found;
  const made = new Map<string, Entry>();
  caches.set(root, made);
  return made;
}

/**
 * The dictionary under `key`, loaded when this process has none. An expired one is still
 * answered while its next value loads in the background: with a large catalogue the parameters
 * and categories take 10–20 ms to read (100,000 products, `bench:api`), and every request that
 * arrived in that moment would otherwise wait for them together, once per `ttlMs`.
 */
export function cachedDictionary<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const entries = entriesOf(rootDatabase(db));
  const hit = entries.get(key);
  if (!hit) {
    const value = load();
    entries.set(key, { until: Date.now() + ttlMs, value });
    // A failed load must not be served to the next caller.
    value.catch(() => entries.delete(key));
    return value;
  }
  if (hit.until <= Date.now() && !hit.refreshing) {
    hit.refreshing = true;
    // Called inside an async function: a load that throws before its promise fails like one
    // that rejects (and the flag above is cleared), instead of failing this request.
    const value = (async () => load())();
    value.then(
      // Into the map it was read from: after a change (`shopDataChanged`) that map is gone, and
      // a value read before the change must not be kept.
      () => entries.set(key, { until: Date.now() + ttlMs, value }),
      // The old value stays answered; the next call after this one tries again.
      () => (hit.refreshing = false),
    );
  }
  return hit.value as Promise<T>;
}

/** Who tells the other processes (main.ts: the Redis invalidation of decision 230); none in tests. */
const announcers = new WeakMap<Database, (reason: string) => void>();

/** Makes changes announced on `db` reach the other processes through `announce`. */
export function announceChanges(db: Database, announce: (reason: string) => void): void {
  announcers.set(rootDatabase(db), announce);
}

/**
 * For writers of shop data that pages show (stock, dictionaries…), after their commit: this
 * process reads its dictionaries again, and every other back-end and storefront process drops
 * what it cached (decision 230). Never blocks: the broadcast runs in the background.
 */
export function shopDataChanged(db: Database, reason: string): void {
  const root = rootDatabase(db);
  if (changesDictionaries(reason)) caches.delete(root);
  announcers.get(root)?.(reason);
}

/**
 * Whether a change (a reason, or several joined by commas as announcements coalesce them) can
 * touch a dictionary. Stock is in none of them: an order (a `stock` change) keeps every back end's
 * dictionaries, which the next adds and places would otherwise all read again (decision 235).
 */
export function changesDictionaries(reason: string): boolean {
  return reason.split(',').some((part) => part !== 'stock');
}

/** For writers of dictionary data, after their commit: every process reads them again. */
export function forgetDictionaries(db: Database): void {
  shopDataChanged(db, 'dictionaries');
}

/**
 * Another process changed shop data (`reason` as announced): the next read of any dictionary
 * here goes to the database, unless the change cannot touch one.
 */
export function dropDictionaries(db: Database, reason: string): void {
  if (changesDictionaries(reason)) caches.delete(rootDatabase(db));
}
