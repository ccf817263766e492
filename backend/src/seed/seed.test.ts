import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { selectRows } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { testDatabases } from '../test/databases.ts';
import { isSeeded, reseedDemo, seedDemo } from './index.ts';

/** Every row of every shop table, in a stable order: the database's whole content. */
async function snapshot(handle: DatabaseHandle) {
  const content: Record<string, unknown[]> = {};
  for (const table of Object.values(schema)) {
    const name = getTableName(table);
    content[name] = await selectRows(
      handle.db,
      // Whole-row order: any column count, and link tables whose leading columns repeat.
      sql`select r.* from ${table} r order by r::text`,
    );
  }
  return content;
}

describe.each(testDatabases)('seed on $name', (database) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await database.open());
    await handle.migrate();
  });
  afterAll(() => dispose?.());

  it('seeds an empty database once and re-seeds to identical content', async () => {
    expect(await isSeeded(handle.db)).toBe(false);
    // A small catalogue keeps this fast; catalogue.test.ts covers the generator at size.
    await seedDemo(handle.db, { products: 60 });
    expect(await isSeeded(handle.db)).toBe(true);
    const first = await snapshot(handle);
    expect(first.product_categories?.length).toBe(59);
    expect(first.products?.length).toBe(60);

    await reseedDemo(handle.db, { products: 60 });
    expect(await snapshot(handle)).toEqual(first);
  });

  it('lets new rows continue after the seeded ids', async () => {
    const [row] = await handle.db
      .insert(schema.menus)
      .values({ code: 'test_menu', position: 99 })
      .returning({ id: schema.menus.id });
    expect(row?.id).toBe(7);
  });

  it('refuses to seed twice (the settings row is unique)', async () => {
    await expect(seedDemo(handle.db)).rejects.toThrow();
    expect(await isSeeded(handle.db)).toBe(true);
  });
});
