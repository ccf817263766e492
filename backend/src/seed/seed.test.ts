import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/database.ts';
import { prepareDatabase } from './prepare.ts';
import * as schema from '../db/schema/index.ts';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { reseedDemo, seedDemo, seedState } from './index.ts';
import { selectDemoCoupons } from './coupons.ts';
import { selectDemoAccounts } from './accounts.ts';
import { demoAccounts } from './data/accounts.ts';
import { seedSections } from './sections.ts';
import { recordingLog, rowCounts, seedRecords, snapshot } from './test-support.ts';

/** A small catalogue keeps this fast; catalogue.test.ts covers the generator at size. */
const products = 60;
const allSections = seedSections.map((section) => section.name);

describe.each(testDatabases)('seed on $name', (database) => {
  const migrated = useMigratedDatabase(database);
  let fresh: Record<string, unknown[]>;

  it('writes every section into an empty database and records its version', async () => {
    expect(await seedState(migrated.handle.db)).toBe('empty');
    const { log, info } = recordingLog();
    await prepareDatabase(migrated.handle, { seed: true, log, products });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'empty', sections: allSections }),
      'seeded the demo shop',
    );
    fresh = await snapshot(migrated.handle.db);
    expect(fresh.product_categories).toHaveLength(59);
    expect(fresh.products).toHaveLength(products);
    // Every section wrote its first table (demo-coupons owns none: coupons are runtime data).
    for (const section of seedSections.filter((each) => each.tables.length > 0)) {
      const found = await selectRows(
        migrated.handle.db,
        sql`select 1 from ${section.tables[0]} limit 1`,
      );
      expect(found, section.name).toHaveLength(1);
    }
    expect(await selectDemoCoupons(migrated.handle.db)).toHaveLength(3);
    expect(await selectDemoAccounts(migrated.handle.db)).toHaveLength(demoAccounts.length);
    const records = await seedRecords(migrated.handle.db);
    expect([...records.keys()].sort()).toEqual([...allSections].sort());
    expect(records.get('catalogue')?.params).toEqual({ products });
    expect(await seedState(migrated.handle.db)).toBe('seeded');
  });

  it('does nothing on the next start (same rows, same records)', async () => {
    const before = await seedRecords(migrated.handle.db);
    const { log, info } = recordingLog();
    // No `products`: the count recorded with the catalogue stands, as for `pnpm start`.
    await prepareDatabase(migrated.handle, { seed: true, log });
    expect(info).toHaveBeenCalledWith('demo data up to date, reusing it');
    expect(rowCounts(await snapshot(migrated.handle.db))).toEqual(rowCounts(fresh));
    expect(await seedRecords(migrated.handle.db)).toEqual(before);
  });

  it('re-seeds to identical content with `reseedDemo`', async () => {
    const result = await reseedDemo(migrated.handle.db, { products });
    expect(result.applied).toEqual(allSections);
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
  });

  it('lets new rows continue after the seeded ids', async () => {
    const [row] = await migrated.handle.db
      .insert(schema.menus)
      .values({ code: 'test_menu', position: 99 })
      .returning({ id: schema.menus.id });
    expect(row?.id).toBe(7);
    await migrated.handle.db.delete(schema.menus).where(sql`${schema.menus.code} = 'test_menu'`);
  });

  it('rewrites a demo database seeded before the seed was versioned', async () => {
    // Such a database has no records and may lack rows a later seed added.
    await migrated.handle.db.delete(schema.seedSections);
    await migrated.handle.db.execute(sql`delete from ${schema.articles} where id > 2`);
    expect(await seedState(migrated.handle.db)).toBe('legacy');
    // Without `products`, as on `pnpm start`: the catalogue keeps the size it had.
    const result = await seedDemo(migrated.handle.db);
    expect(result.applied).toEqual(allSections);
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
    expect((await seedRecords(migrated.handle.db)).get('catalogue')?.params).toEqual({ products });
  });
});

describe.each(testDatabases)('seed on $name with a shop of its own', (database) => {
  const migrated = useMigratedDatabase(database);

  it('leaves a database with non-demo data and no seed records untouched', async () => {
    await migrated.handle.db.insert(schema.languages).values(languageOfTheShop);
    await migrated.handle.db.insert(schema.currencies).values({ code: 'USD', decimalPlaces: 2 });
    const before = await snapshot(migrated.handle.db);
    expect(await seedState(migrated.handle.db)).toBe('foreign');
    const { log, info } = recordingLog();
    await prepareDatabase(migrated.handle, { seed: true, log, products });
    expect(info).toHaveBeenCalledWith(
      'the database holds data the demo seed did not write; not seeding it',
    );
    expect(await snapshot(migrated.handle.db)).toEqual(before);
    expect((await seedRecords(migrated.handle.db)).size).toBe(0);
  });
});

const languageOfTheShop = { code: 'de', iso: 'de-DE', domain: 'shop.example', file: 'de.json' };
