import { endpoints } from '@vitrina/contracts';
import type { SearchResult } from '@vitrina/contracts/content';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productCategories, products, productTranslations } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { selectSearchHits } from './search.repository.ts';

/** Twelve products of one series: enough to make "mrkvonos" a common word with ties on page 1. */
const series = Array.from({ length: 12 }, (_, i) => `Mrkvonos řada ${10 + i}`);

/** An invented word in every position the ranking tells apart (migration 0007's word index). */
const catalogue = [
  { name: 'Velký mrkvonos' }, // a word starts with the query
  { name: 'Supermrkvonos' }, // substring only
  { name: 'Mrkvonoz zelený' }, // one typo
  { name: 'Mrkvonos skrytý', visible: false },
  { name: 'Mrkvonos velkoobchodní', group: 'VO' },
  ...series.map((name) => ({ name })),
  { name: 'Mrkvonos modrý' }, // starts with the query, shorter than the series
  { name: 'Mrkvonosík' }, // starts with the query, shortest after the exact title
  { name: 'Mrkvonos' }, // the exact title, inserted last so id order cannot explain its rank
  { name: 'Fialkovnice zahradní' }, // renamed and deleted by a test
];

describe.each(testDatabases)('search relevance on $name', (database) => {
  const api = useTestApp(database);
  const find = (q: string, extra: Record<string, string | number> = {}, userGroups?: string[]) =>
    api.call(
      endpoints.search,
      { query: { q, types: 'product', ...extra } },
      { locale: 'cs', userGroups },
    ) as Promise<SearchResult>;
  const titles = (result: SearchResult) => result.entities.map((entity) => entity.title);

  beforeAll(async () => {
    const { db } = api.handle;
    const [category] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .limit(1);
    const rows = await db
      .insert(products)
      .values(
        catalogue.map((item, i) => ({
          code: `REL-${i}`,
          mainCategoryId: category!.id,
          createdAt: '2026-01-01T00:00:00Z',
          visible: item.visible ?? true,
          requiredUserGroup: item.group ?? null,
        })),
      )
      .returning({ id: products.id });
    // One multi-row INSERT: the statement trigger copies all of them into the search entries.
    await db.insert(productTranslations).values(
      catalogue.map((item, i) => ({
        productId: rows[i]!.id,
        locale: 'cs',
        name: item.name,
        slug: `rel-${i}`,
      })),
    );
  });

  it('ranks a common word: exact title, then titles starting with it, shortest first', async () => {
    const result = await find('MRKVONOS');
    expect(titles(result)).toEqual([
      'Mrkvonos',
      'Mrkvonosík',
      'Mrkvonos modrý',
      ...series.slice(0, 7),
    ]);
    expect(result.entities[0]).toMatchObject({ slug: `rel-${catalogue.length - 2}`, score: 5 });
    // Every visible match, typo included; hidden and group-only ones are not counted.
    expect(result.total).toBe(18);
  });

  it('puts word starts, then substrings, then typo matches after every exact match', async () => {
    const second = await find('mrkvonos', { page: 2 });
    expect(titles(second)).toEqual([
      ...series.slice(7),
      'Velký mrkvonos',
      'Supermrkvonos',
      'Mrkvonoz zelený',
    ]);
    expect(second.entities.map((entity) => entity.score)).toEqual([4, 4, 4, 4, 4, 3, 1, 0]);
    expect(second.total).toBe(18);
  });

  it('counts group-only products for their group alone', async () => {
    expect((await find('mrkvonos', {}, ['VO'])).total).toBe(19);
  });

  it('matches a typo, a prefix and Czech typed without diacritics in the same query', async () => {
    expect(titles(await find('mrkvonoz zeleny'))).toEqual(['Mrkvonoz zelený']);
    expect(titles(await find('mrkvonos zeleny'))).toEqual(['Mrkvonoz zelený']);
    expect(titles(await find('rada mrkvon', { limit: 2 }))).toEqual(series.slice(0, 2));
    expect(titles(await find('VELKY mrkvonos'))).toEqual(['Velký mrkvonos']);
  });

  it('tolerates one edit inside a word of 5+ letters, where trigram similarity is too low', async () => {
    for (const typo of ['mrkxonos', 'mrkvnoos', 'mrkonos', 'mrkvoonos']) {
      const result = await find(typo, { limit: 50 });
      expect(titles(result)).toEqual(expect.arrayContaining(['Mrkvonos', 'Velký mrkvonos']));
      expect(titles(result)).not.toContain('Supermrkvonos'); // "mrkvonos" is inside, not one edit away
      expect(result.entities.every((entity) => entity.score === 0)).toBe(true);
    }
    // Four letters: one edit would match too much, so "rzda" does not find "řada".
    expect(await find('rzda')).toEqual({ entities: [], total: 0 });
  });

  it('follows renames and deletions of product names', async () => {
    const { db } = api.handle;
    await db
      .update(productTranslations)
      .set({ name: 'Hvězdolam zahradní' })
      .where(eq(productTranslations.name, 'Fialkovnice zahradní'));
    expect(await find('fialkovnice')).toEqual({ entities: [], total: 0 });
    expect(titles(await find('hvezdolam'))).toEqual(['Hvězdolam zahradní']);
    await db.delete(productTranslations).where(eq(productTranslations.name, 'Hvězdolam zahradní'));
    expect(await find('hvezdolam')).toEqual({ entities: [], total: 0 });
  });

  it('empties the search entries when the translations are truncated', async () => {
    const criteria = {
      locale: 'cs',
      words: ['mrkvonos'],
      types: ['product' as const],
      userGroups: [],
      limit: 10,
      offset: 0,
    };
    const rollback = new Error('rollback');
    await expect(
      api.handle.db.transaction(async (tx) => {
        await tx.execute(sql`truncate table ${productTranslations} cascade`);
        expect(await selectSearchHits(tx, criteria)).toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await selectSearchHits(api.handle.db, criteria))[0]?.total).toBe(18);
  });
});
