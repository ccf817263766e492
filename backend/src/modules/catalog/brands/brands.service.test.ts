import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/database.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { findBrands } from './brands.service.ts';

describe.each(testDatabases)('findBrands on $name', (database) => {
  const api = useTestApp(database);
  const context = (locale: 'cs' | 'en') =>
    ({ db: api.handle.db, locale, fallbackLocale: 'cs' }) as RequestContext;
  /** Landing-page slugs the brands should carry, straight from the table. */
  const expected = (locale: string) =>
    selectRows<{ id: number; slug: string | null }>(
      api.handle.db,
      sql`select b.id, t.slug from brands b
          left join virtual_category_translations t
            on t.virtual_category_id = b.virtual_category_id and t.locale = ${locale}
          order by b.id`,
    );

  it('links each brand to its landing page in the request language', async () => {
    const brands = await findBrands(context('en'));
    const slugs = brands
      .map((brand) => ({ id: brand.id, slug: brand.virtualCategorySlug }))
      .sort((a, b) => a.id - b.id);
    expect(slugs).toEqual(await expected('en'));
    expect(slugs.filter((brand) => brand.slug !== null).length).toBeGreaterThan(0);
    expect(slugs.some((brand) => brand.slug === null)).toBe(true);
  });

  it('keeps the order asked for ids, and the weight order with a limit', async () => {
    const byIds = await findBrands(context('cs'), { ids: [3, 999_999, 1] });
    expect(byIds.map((brand) => brand.id)).toEqual([3, 1]);
    const top = await findBrands(context('cs'), { limit: 2 });
    expect(top).toHaveLength(2);
    expect(top[0]?.weight).toBeGreaterThanOrEqual(top[1]?.weight ?? Infinity);
  });

  // Writes last: this file's database is its own copy. By ids, to bypass the dictionary cache.
  it('falls back to the other language’s slug, else none', async () => {
    const [brand] = await findBrands(context('en'), { ids: [1] });
    const landing = brand?.virtualCategoryId ?? 0;
    expect(landing).toBeGreaterThan(0);
    const csSlug = (await expected('cs')).find((row) => row.id === 1)?.slug;
    await api.handle.db.execute(
      sql`delete from virtual_category_translations
          where virtual_category_id = ${landing} and locale = 'en'`,
    );
    const [fallback] = await findBrands(context('en'), { ids: [1] });
    expect(fallback?.virtualCategorySlug).toBe(csSlug);
    await api.handle.db.execute(
      sql`delete from virtual_category_translations where virtual_category_id = ${landing}`,
    );
    const [none] = await findBrands(context('en'), { ids: [1] });
    expect(none).toMatchObject({ id: 1, virtualCategoryId: landing, virtualCategorySlug: null });
  });
});
