import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('after they expire', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** A load whose answers the test gives one by one. */
    const controlled = () => {
      const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
      const load = vi.fn(
        () =>
          new Promise<string>((resolve, reject) => {
            pending.push({ resolve, reject });
          }),
      );
      return { load, pending };
    };
    const read = (db: Database, load: () => Promise<string>) =>
      cachedDictionary(db, 'categories', load);
    /** Lets the loads' promise callbacks run (only `Date` is faked). */
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    /** A dictionary read once ('old'), its time then past; the load answers what the test gives. */
    const expired = async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const db = {} as Database;
      const { load, pending } = controlled();
      const first = read(db, load);
      pending[0]?.resolve('old');
      expect(await first).toBe('old');
      vi.advanceTimersByTime(11_000);
      return { db, load, pending };
    };

    it('answers the expired value at once while the next one loads, then the new one', async () => {
      const { db, load, pending } = await expired();
      // Expired: the caller does not wait for the database, and a second caller starts no load.
      expect(await read(db, load)).toBe('old');
      expect(await read(db, load)).toBe('old');
      expect(load).toHaveBeenCalledTimes(2);
      pending[1]?.resolve('new');
      await settled();
      expect(await read(db, load)).toBe('new');
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('keeps the old value when a reload fails, and tries again on the next call', async () => {
      const { db, load, pending } = await expired();
      expect(await read(db, load)).toBe('old');
      pending[1]?.reject(new Error('database gone'));
      await settled();
      expect(await read(db, load)).toBe('old');
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('answers the old value when a reload throws at once, and tries again later', async () => {
      const { db, load, pending } = await expired();
      load.mockImplementationOnce(() => {
        throw new Error('no connection');
      });
      expect(await read(db, load)).toBe('old');
      await settled();
      const again = read(db, load);
      expect(load).toHaveBeenCalledTimes(3);
      pending[1]?.resolve('new');
      expect(await again).toBe('old');
      await settled();
      expect(await read(db, load)).toBe('new');
    });

    it('drops a reload that began before a change of shop data', async () => {
      const { db, load, pending } = await expired();
      await read(db, load);
      shopDataChanged(db, 'dictionaries');
      // The change came after the reload's read began: its value may predate it.
      pending[1]?.resolve('read before the change');
      await settled();
      const after = read(db, load);
      pending[2]?.resolve('read after the change');
      expect(await after).toBe('read after the change');
    });
  });
});
