import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cachedDictionary, forgetDictionaries } from '../db/dictionary-cache.ts';
import { redirects } from '../db/schema/index.ts';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { ConflictError, NotFoundError } from './errors.ts';
import type { RequestContext } from './request-context.ts';
import { inTransaction } from './transaction.ts';

/** A write service shaped like the ones modules write: it owns its transaction, throws typed errors. */
function addRedirect(ctx: RequestContext, fromPath: string, toPath: string) {
  return inTransaction(ctx, async (tx) => {
    await tx.db.insert(redirects).values({ fromPath, toPath, status: 301 });
    // Checked after the write on purpose: the rollback, not the order of checks, must keep it out.
    if (toPath === fromPath) throw new ConflictError('A path cannot redirect to itself', 'toPath');
  });
}

describe.each(testDatabases)('inTransaction on $name', (database) => {
  const state = useMigratedDatabase(database);
  const context = () => ({ db: state.handle.db }) as RequestContext;
  const stored = async (...paths: string[]) =>
    (
      await state.handle.db
        .select({ fromPath: redirects.fromPath })
        .from(redirects)
        .where(inArray(redirects.fromPath, paths))
    )
      .map((row) => row.fromPath)
      .sort();

  it('commits the work when it resolves', async () => {
    await addRedirect(context(), '/a', '/b');
    expect(await stored('/a')).toEqual(['/a']);
  });

  it('rolls the work back and rethrows the typed error unchanged', async () => {
    const failure = await addRedirect(context(), '/c', '/c').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({
      status: 409,
      errors: [{ field: 'toPath', code: 'conflict', title: 'A path cannot redirect to itself' }],
    });
    expect(await stored('/c')).toEqual([]);
  });

  it('nests as a savepoint: an inner failure the outer work handles leaves the outer writes', async () => {
    await inTransaction(context(), async (tx) => {
      await addRedirect(tx, '/d', '/x');
      await expect(addRedirect(tx, '/e', '/e')).rejects.toBeInstanceOf(ConflictError);
    });
    expect(await stored('/d', '/e')).toEqual(['/d']);
  });

  it('rolls back the inner work with the outer one', async () => {
    const outer = inTransaction(context(), async (tx) => {
      await addRedirect(tx, '/f', '/x');
      throw new NotFoundError('No such cart', 'cartId');
    });
    await expect(outer).rejects.toBeInstanceOf(NotFoundError);
    expect(await stored('/f')).toEqual([]);
  });

  it('shares the dictionary cache of the database it runs on, also when nested', async () => {
    const db = state.handle.db;
    forgetDictionaries(db);
    let loads = 0;
    const load = async () => (loads += 1);
    await cachedDictionary(db, 'test|shared', load);
    await inTransaction(context(), async (tx) => {
      expect(tx.db).not.toBe(db);
      await cachedDictionary(tx.db, 'test|shared', load);
      await inTransaction(tx, (inner) => cachedDictionary(inner.db, 'test|shared', load));
    });
    expect(loads).toBe(1);
    // Forgetting through a transaction's handle empties the one cache they share.
    await inTransaction(context(), async (tx) => forgetDictionaries(tx.db));
    await cachedDictionary(db, 'test|shared', load);
    expect(loads).toBe(2);
  });
});
