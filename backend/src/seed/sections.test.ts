import { getTableName, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededTables } from '../db/runtime-tables.ts';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { planSections, type SeedRecord } from './apply.ts';
import { seedDemo } from './index.ts';
import { seedSections, type SeedContext, type SeedSection } from './sections.ts';
import { rowCounts, seedRecords, snapshot } from './test-support.ts';

const products = 40;
const names = (sections: readonly SeedSection[]) => sections.map((section) => section.name);
/** The demo sections with `name`'s version raised by one (what a data change ships with). */
const bumped = (name: string, change: Partial<SeedSection> = {}) =>
  seedSections.map((section) =>
    section.name === name ? { ...section, version: section.version + 1, ...change } : section,
  );

describe('seed sections', () => {
  it('lists every section after the sections it depends on', () => {
    seedSections.forEach((section, index) => {
      const earlier = names(seedSections.slice(0, index));
      for (const dependency of section.dependsOn)
        expect(earlier, section.name).toContain(dependency);
    });
  });

  it('gives every shop table to exactly one section', () => {
    const owned = seedSections.flatMap((section) => section.tables.map(getTableName));
    const shop = seededTables.map(getTableName);
    expect([...owned].sort()).toEqual([...shop].sort());
  });

  describe('plan', () => {
    const context: SeedContext = { data: () => ({}) as never, products };
    const current: SeedRecord[] = seedSections.map(({ name, version, params }) => ({
      name,
      version,
      params: params?.(context) ?? {},
      rowCounts: {},
    }));

    it('is empty for an up-to-date database and complete for an empty one', () => {
      expect(planSections(seedSections, current, context)).toEqual([]);
      expect(names(planSections(seedSections, [], context))).toEqual(names(seedSections));
    });

    it('takes a bumped section with everything depending on it, in order', () => {
      expect(names(planSections(bumped('reviews'), current, context))).toEqual(['reviews']);
      expect(names(planSections(bumped('branches'), current, context))).toEqual([
        'branches',
        'shipping',
      ]);
      expect(names(planSections(bumped('categories'), current, context))).toEqual([
        'categories',
        'menus',
        'catalogue',
        'content',
        'reviews',
      ]);
    });

    it('takes the catalogue and its dependants when the product count changes', () => {
      const more = { ...context, products: products + 1 };
      expect(names(planSections(seedSections, current, more))).toEqual([
        'catalogue',
        'content',
        'reviews',
      ]);
    });

    it('takes a section missing from the records (added since the last start)', () => {
      const withoutArticles = current.filter((record) => record.name !== 'articles');
      expect(names(planSections(seedSections, withoutArticles, context))).toEqual(['articles']);
    });
  });
});

describe.each(testDatabases)('versioned seed on $name', (database) => {
  const migrated = useMigratedDatabase(database);
  let fresh: Record<string, unknown[]>;
  beforeAll(async () => {
    await seedDemo(migrated.handle.db, { products });
    fresh = await snapshot(migrated.handle.db);
  });

  /** The sections at the versions this database holds, `name`'s raised by one. */
  async function bumpedHere(name: string, change: Partial<SeedSection> = {}) {
    const records = await seedRecords(migrated.handle.db);
    return bumped(name, change).map((section) => {
      const held = records.get(section.name)?.version ?? section.version;
      return { ...section, version: section.name === name ? held + 1 : held };
    });
  }

  it('re-applies a bumped section alone, replacing its rows', async () => {
    const before = await seedRecords(migrated.handle.db);
    const sections = await bumpedHere('reviews');
    const result = await seedDemo(migrated.handle.db, { sections });
    expect(result.applied).toEqual(['reviews']);
    expect(result.rows.product_reviews).toBe(fresh.product_reviews?.length);
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
    const after = await seedRecords(migrated.handle.db);
    expect(after.get('reviews')?.version).toBe((before.get('reviews')?.version ?? 0) + 1);
    expect(after.get('catalogue')).toEqual(before.get('catalogue'));
    // The next start with the same code changes nothing.
    expect((await seedDemo(migrated.handle.db, { sections })).applied).toEqual([]);
  });

  it('re-applies the dependants of a bumped section without duplicating rows', async () => {
    const before = await seedRecords(migrated.handle.db);
    const result = await seedDemo(migrated.handle.db, { sections: await bumpedHere('categories') });
    expect(result.applied).toEqual(['categories', 'menus', 'catalogue', 'content', 'reviews']);
    expect(rowCounts(await snapshot(migrated.handle.db))).toEqual(rowCounts(fresh));
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
    const after = await seedRecords(migrated.handle.db);
    expect(after.get('shipping')).toEqual(before.get('shipping'));
    expect(after.get('menus')?.appliedAt).not.toEqual(before.get('menus')?.appliedAt);
  });

  it('keeps the previous rows and records when a section fails', async () => {
    const before = await seedRecords(migrated.handle.db);
    const failing = await bumpedHere('catalogue', {
      write: async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('generator broke');
      },
    });
    await expect(seedDemo(migrated.handle.db, { sections: failing })).rejects.toThrow(
      'generator broke',
    );
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
    expect(await seedRecords(migrated.handle.db)).toEqual(before);
  });

  it('finishes on the next start what a failed dependant left undone', async () => {
    const failing = await bumpedHere('categories', {});
    const broken = failing.map((section) =>
      section.name === 'content'
        ? { ...section, write: () => Promise.reject(new Error('content broke')) }
        : section,
    );
    await expect(seedDemo(migrated.handle.db, { sections: broken })).rejects.toThrow(
      'content broke',
    );
    const records = await seedRecords(migrated.handle.db);
    expect(records.get('content')?.version).toBe(0);
    expect(records.get('reviews')?.version).toBe(0);
    expect(records.get('catalogue')?.params).toEqual({ products });
    const result = await seedDemo(migrated.handle.db, { sections: failing });
    expect(result.applied).toEqual(['content', 'reviews']);
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
  });

  it('re-applies everything when the core section changes', async () => {
    const result = await seedDemo(migrated.handle.db, { sections: await bumpedHere('core') });
    expect(result.applied).toEqual(names(seedSections));
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
  });
});
