import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparing, selectRows, type DatabaseHandle } from './database.ts';
import { openPostgres } from './postgres.ts';

const url = process.env.TEST_DATABASE_URL;

/** Decision 245: which statements postgres.js sends as named prepared statements. */
describe.skipIf(!url)('prepared statements on postgres', () => {
  let handle: DatabaseHandle;
  // One connection, so that pg_prepared_statements (per session) sees every statement sent.
  beforeAll(async () => {
    handle = await openPostgres(url ?? '', { max: 1 });
  });
  afterAll(() => handle.close());

  const prepared = async (marker: string) => {
    const rows = await selectRows<{ statement: string }>(
      handle.db,
      sql`select statement from pg_prepared_statements`,
    );
    return rows.some((row) => row.statement.includes(marker));
  };
  /** `select $1::int, …` and a comment naming it: a text of its own with `count` parameters. */
  const withParameters = (marker: string, count: number) =>
    sql`select ${sql.join(
      Array.from({ length: count }, (_, index) => sql`${index}::int`),
      sql`, `,
    )} ${sql.raw(`/* ${marker} */`)}`;

  it('prepares the statements of a transaction, and not a read outside one', async () => {
    await handle.db.execute(withParameters('outside', 1));
    await handle.db.transaction(async (tx) => {
      await tx.execute(withParameters('inside', 1));
      await tx.transaction((savepoint) => savepoint.execute(withParameters('savepoint', 1)));
    });
    expect(await prepared('inside')).toBe(true);
    expect(await prepared('savepoint')).toBe(true);
    expect(await prepared('outside')).toBe(false);
  });

  it('leaves a statement of more than 100 parameters unnamed, even in a transaction', async () => {
    await handle.db.transaction((tx) => tx.execute(withParameters('bulk', 101)));
    await handle.db.transaction((tx) => tx.execute(withParameters('hundred', 100)));
    expect(await prepared('bulk')).toBe(false);
    expect(await prepared('hundred')).toBe(true);
  });

  it('prepares what is sent through preparing(db) outside a transaction', async () => {
    await preparing(handle.db).execute(withParameters('asked', 1));
    expect(await prepared('asked')).toBe(true);
  });
});
