import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/database.ts';
import { prepareDatabase } from './prepare.ts';
import * as schema from '../db/schema/index.ts';
import { testDatabases, useMigratedDatabase } from '../test/databases.ts';
import { countRows, guardPlan } from './guard.ts';
import { reseedDemo, seedDemo } from './index.ts';
import { seedSections, type SeedSection } from './sections.ts';
import { recordingLog, seedRecords, snapshot } from './test-support.ts';

const products = 40;
const byName = (names: string[]) => seedSections.filter((section) => names.includes(section.name));

describe('guardPlan', () => {
  const plan = byName(['categories', 'menus', 'articles', 'catalogue', 'content', 'reviews']);
  const recorded = new Map([
    ['products', 40],
    ['articles', 3],
  ]);

  it('keeps the whole plan when the recorded counts hold or are unknown', () => {
    const guarded = guardPlan(seedSections, plan, recorded, { products: 40, articles: 3 });
    expect(guarded).toEqual({ plan, edited: {}, skipped: [] });
  });

  it('drops an edited section, what depends on it and what would empty it', () => {
    const guarded = guardPlan(seedSections, plan, recorded, { products: 41, articles: 3 });
    expect(guarded.edited).toEqual({ catalogue: ['products'] });
    // categories' apply would empty the catalogue; menus would point at categories not replaced.
    expect(guarded.skipped).toEqual(['categories', 'menus', 'catalogue', 'content', 'reviews']);
    expect(guarded.plan.map((section) => section.name)).toEqual(['articles']);
  });
});

describe.each(testDatabases)('seed guard on $name', (database) => {
  const migrated = useMigratedDatabase(database);
  let fresh: Record<string, unknown[]>;
  beforeAll(async () => {
    await seedDemo(migrated.handle.db, { products });
    fresh = await snapshot(migrated.handle.db);
  });

  /** The sections at the versions this database holds, `names`' raised by one. */
  async function bumpedHere(...names: string[]): Promise<SeedSection[]> {
    const records = await seedRecords(migrated.handle.db);
    return seedSections.map((section) => {
      const held = records.get(section.name)?.version ?? section.version;
      return { ...section, version: names.includes(section.name) ? held + 1 : held };
    });
  }
  const start = async (sections: readonly SeedSection[]) => {
    const { log, info, warn } = recordingLog();
    await prepareDatabase(migrated.handle, { seed: true, log, sections });
    return { info, warn };
  };
  const addArticle = () =>
    migrated.handle.db
      .insert(schema.articles)
      .values({ datePublished: new Date(), created: new Date() })
      .returning({ id: schema.articles.id })
      .then(([row]) => row!.id);

  it('records the row counts of every section it writes', async () => {
    const records = await seedRecords(migrated.handle.db);
    const catalogue = seedSections.find((section) => section.name === 'catalogue')!;
    expect(records.get('catalogue')?.rowCounts).toEqual(
      await countRows(migrated.handle.db, catalogue.tables),
    );
    expect(records.get('catalogue')?.rowCounts.products).toBe(products);
  });

  it("keeps a shop's own product when the catalogue is bumped, still applying the rest", async () => {
    const [own] = await migrated.handle.db
      .insert(schema.products)
      .values({ code: 'OWN-1', mainCategoryId: 1, createdAt: '2026-11-01T00:00:00Z' })
      .returning({ id: schema.products.id });
    const before = await seedRecords(migrated.handle.db);
    const { info, warn } = await start(await bumpedHere('catalogue', 'articles'));
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ sections: ['articles'] }),
      'seeded the demo shop',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, message] = warn.mock.calls[0]!;
    expect(fields).toEqual({ skipped: ['catalogue', 'content', 'reviews'] });
    expect(message).toContain('not updating catalogue (products), nor content, reviews');
    expect(message).toContain('pnpm seed --force');
    const kept = await selectRows(
      migrated.handle.db,
      sql`select 1 from ${schema.products} where id = ${own!.id}`,
    );
    expect(kept).toHaveLength(1);
    const after = await seedRecords(migrated.handle.db);
    expect(after.get('catalogue')).toEqual(before.get('catalogue'));
    expect(after.get('articles')?.version).toBe((before.get('articles')?.version ?? 0) + 1);
    // Every later start warns again rather than deleting it.
    expect((await start(await bumpedHere('catalogue'))).warn).toHaveBeenCalledTimes(1);
    await migrated.handle.db.delete(schema.products).where(eq(schema.products.id, own!.id));
  });

  it('re-applies the dependants its own apply emptied', async () => {
    // The product is gone again: the counts match and the catalogue, content, reviews follow.
    const { warn } = await start(await bumpedHere('catalogue'));
    expect(warn).not.toHaveBeenCalled();
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
    const records = await seedRecords(migrated.handle.db);
    const content = seedSections.find((section) => section.name === 'content')!;
    expect(records.get('content')?.rowCounts).toEqual(
      await countRows(migrated.handle.db, content.tables),
    );
  });

  it("keeps a shop's own article until `pnpm seed --force` resets the demo", async () => {
    const own = await addArticle();
    const { warn } = await start(await bumpedHere('articles'));
    expect(warn.mock.calls[0]?.[1]).toContain('not updating articles (articles)');
    const held = await selectRows(
      migrated.handle.db,
      sql`select 1 from ${schema.articles} where id = ${own}`,
    );
    expect(held).toHaveLength(1);
    const result = await reseedDemo(migrated.handle.db, { products });
    expect(result.applied).toContain('articles');
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
    // Counted again by the reset: the next bump applies.
    expect((await start(await bumpedHere('articles'))).warn).not.toHaveBeenCalled();
  });

  it('trusts records from before counts were kept', async () => {
    await migrated.handle.db.update(schema.seedSections).set({ rowCounts: {} });
    await addArticle();
    const { warn } = await start(await bumpedHere('articles'));
    expect(warn).not.toHaveBeenCalled();
    expect(await snapshot(migrated.handle.db)).toEqual(fresh);
  });
});
