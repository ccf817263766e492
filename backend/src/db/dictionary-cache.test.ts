import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database.ts';
import { cachedDictionary, dropDictionaries, shopDataChanged } from './dictionary-cache.ts';

describe('shop-wide dictionaries and changes of shop data', () => {
  const twice = async (db: Database, load: () => Promise<string>) => {
    await cachedDictionary(db, 'shippers', load);
    await cachedDictionary(db, 'shippers', load);
  };

  it('keeps them through a stock change (an order), in this process and from another', async () => {
    const db = {} as Database;
    const load = vi.fn(async () => 'shippers');
    await twice(db, load);
    shopDataChanged(db, 'stock');
    dropDictionaries(db, 'stock');
    await twice(db, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads them again after any other change, alone or announced together with stock', async () => {
    const db = {} as Database;
    const load = vi.fn(async () => 'shippers');
    await twice(db, load);
    shopDataChanged(db, 'dictionaries');
    await twice(db, load);
    dropDictionaries(db, 'stock,dictionaries');
    await twice(db, load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
