import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/database.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  findListingVirtualCategory,
  findVirtualCategorySlugs,
} from './content-virtual-categories.service.ts';

describe.each(testDatabases)('virtual categories for other modules on $name', (database) => {
  const api = useTestApp(database);
  const context = (locale: 'cs' | 'en') =>
    ({ db: api.handle.db, locale, fallbackLocale: 'cs' }) as RequestContext;
  const slug = async (id: number, locale: string) => {
    const [row] = await selectRows<{ slug: string }>(
      api.handle.db,
      sql`select slug from virtual_category_translations
          where virtual_category_id = ${id} and locale = ${locale}`,
    );
    return row?.slug;
  };

  it('gives a listing the category, filters, title and slug in the request language', async () => {
    const found = await findListingVirtualCategory(context('en'), 1);
    expect(found).toMatchObject({ id: 1, slug: await slug(1, 'en') });
    expect(found?.title).not.toBe('');
    expect(found?.categoryId).toBeTypeOf('number');
    expect(found?.filters.length).toBeGreaterThan(0);
    expect(await findListingVirtualCategory(context('cs'), 999_999)).toBeNull();
  });

  it('maps slugs by id, leaving unknown ids out', async () => {
    const slugs = await findVirtualCategorySlugs(context('en'), [2, 1, 999_999, 2]);
    expect([...slugs].sort(([a], [b]) => a - b)).toEqual([
      [1, await slug(1, 'en')],
      [2, await slug(2, 'en')],
    ]);
    expect((await findVirtualCategorySlugs(context('en'), [])).size).toBe(0);
  });

  // Writes last: this file's database is its own copy.
  it('falls back to the other language, and an untranslated one still scopes a listing', async () => {
    const csSlug = await slug(3, 'cs');
    await api.handle.db.execute(
      sql`delete from virtual_category_translations where virtual_category_id = 3 and locale = 'en'`,
    );
    expect((await findVirtualCategorySlugs(context('en'), [3])).get(3)).toBe(csSlug);
    expect(await findListingVirtualCategory(context('en'), 3)).toMatchObject({ slug: csSlug });

    await api.handle.db.execute(
      sql`delete from virtual_category_translations where virtual_category_id = 3`,
    );
    expect((await findVirtualCategorySlugs(context('en'), [3])).has(3)).toBe(false);
    expect(await findListingVirtualCategory(context('en'), 3)).toMatchObject({
      id: 3,
      title: '',
      slug: '3',
    });
  });
});
