import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/database.ts';
import { products } from '../db/schema/index.ts';
import { testDatabases, type TestDatabase } from './databases.ts';
import { testProductCount } from './templates.ts';

type Opened = Awaited<ReturnType<TestDatabase['open']>>;

async function productCount(opened: Opened) {
  const [row] = await selectRows<{ count: number }>(
    opened.handle.db,
    sql`select count(*)::int as "count" from ${products}`,
  );
  return row?.count;
}

describe.each(testDatabases)('test databases on $name', (database) => {
  const opened: Opened[] = [];
  beforeAll(async () => {
    opened.push(await database.open({ seeded: true }), await database.open({ seeded: true }));
  });
  afterAll(() => Promise.all(opened.map((each) => each.dispose())));

  it('start seeded copies with the test shop', async () => {
    for (const each of opened) expect(await productCount(each)).toBe(testProductCount);
  });

  it('keep one copy’s writes out of the other (each file owns its database)', async () => {
    const [first, second] = opened as [Opened, Opened];
    await first.handle.db
      .update(products)
      .set({ code: 'written-by-first' })
      .where(eq(products.id, 1));
    const codeOf = async ({ handle }: Opened) =>
      (await handle.db.select({ code: products.code }).from(products).where(eq(products.id, 1)))[0]
        ?.code;
    expect(await codeOf(first)).toBe('written-by-first');
    expect(await codeOf(second)).not.toBe('written-by-first');
  });

  it('open an empty, unmigrated database unless asked for the seeded one', async () => {
    const empty = await database.open();
    try {
      const tables = await selectRows(
        empty.handle.db,
        sql`select 1 from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables).toEqual([]);
    } finally {
      await empty.dispose();
    }
  });
});
