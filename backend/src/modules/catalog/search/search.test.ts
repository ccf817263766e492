import { endpoints } from '@vitrina/contracts';
import type { SearchResult } from '@vitrina/contracts/content';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  articleTranslations,
  faqQuestions,
  faqQuestionTranslations,
  productCategories,
  productCategoryTranslations,
  products,
  productTranslations,
  virtualCategories,
  virtualCategoryTranslations,
} from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** Products with invented words, so the seeded catalogue cannot interfere with counts or order. */
const ownProducts = [
  { code: 'SRCH-1', cs: 'Dětské kvákadlo', en: 'Kids quacker' },
  { code: 'SRCH-2', cs: 'Kvákadlo', en: 'Quacker' },
  { code: 'SRCH-3', cs: 'Kvákadlo dřevěné Pětilístek', en: 'Wooden quacker Cinquefoil' },
  { code: 'SRCH-4', cs: 'Švestkový knedlík Pětilístek', en: 'Plum dumpling Cinquefoil' },
  { code: 'SRCH-5', cs: 'Skrytý knedlík Pětilístek', en: 'Hidden dumpling', visible: false },
  { code: 'SRCH-6', cs: 'Velkoobchodní knedlík Pětilístek', en: 'Wholesale dumpling', group: 'VO' },
  { code: 'SRCH-7', cs: 'Sleva 100% knedlík', en: 'Discount dumpling' },
];

describe.each(testDatabases)('GET /content/search on $name', (database) => {
  const api = useTestApp(database);
  const find = (
    q: string,
    extra: Record<string, string | number> = {},
    locale: 'cs' | 'en' = 'cs',
  ) => api.call(endpoints.search, { query: { q, ...extra } }, { locale }) as Promise<SearchResult>;
  const titles = (result: SearchResult) => result.entities.map((entity) => entity.title);

  beforeAll(async () => {
    const { db } = api.handle;
    const [category] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .limit(1);
    const [quackers] = await db
      .insert(productCategories)
      .values({ parentId: null, position: 99 })
      .returning();
    await db.insert(productCategoryTranslations).values([
      { categoryId: quackers!.id, locale: 'cs', name: 'Kvákadla a pískátka', slug: 'kvakadla' },
      { categoryId: quackers!.id, locale: 'en', name: 'Quackers and whistles', slug: 'quackers' },
    ]);
    const article = (title: string, datePublished: string) => ({ title, datePublished });
    for (const item of [
      article('Jak vybrat kvákadlo pro děti', '2025-05-01T00:00:00Z'),
      article('Kvákadlo budoucnosti', '2999-01-01T00:00:00Z'),
    ]) {
      const [row] = await db
        .insert(articles)
        .values({
          datePublished: new Date(item.datePublished),
          created: new Date(item.datePublished),
        })
        .returning({ id: articles.id });
      const slug = `clanek-${row!.id}`;
      await db
        .insert(articleTranslations)
        .values({ articleId: row!.id, locale: 'cs', title: item.title, slug });
    }
    const [question] = await db.insert(faqQuestions).values({}).returning({ id: faqQuestions.id });
    await db.insert(faqQuestionTranslations).values({
      questionId: question!.id,
      locale: 'cs',
      title: 'Je kvákadlo hlasité?',
      content: { type: 'doc', content: [] },
    });
    const [slice] = await db
      .insert(virtualCategories)
      .values({})
      .returning({ id: virtualCategories.id });
    await db.insert(virtualCategoryTranslations).values({
      virtualCategoryId: slice!.id,
      locale: 'cs',
      title: 'Zelená kvákadla',
      slug: 'zelena-kvakadla',
    });
    for (const item of ownProducts) {
      const [row] = await db
        .insert(products)
        .values({
          code: item.code,
          mainCategoryId: category!.id,
          createdAt: '2026-01-01T00:00:00Z',
          visible: item.visible ?? true,
          requiredUserGroup: item.group ?? null,
          images: [`demo/products/${item.code.toLowerCase()}.svg`],
        })
        .returning({ id: products.id });
      await db.insert(productTranslations).values([
        { productId: row!.id, locale: 'cs', name: item.cs, slug: item.code.toLowerCase() },
        { productId: row!.id, locale: 'en', name: item.en, slug: `${item.code.toLowerCase()}-en` },
      ]);
    }
  });

  it('finds Czech titles typed without diacritics and in any case', async () => {
    const result = await find('ZLUTOUCKY');
    expect(result.total).toBeGreaterThan(0);
    expect(result.entities[0]?.title).toMatch(/Žluťoučk/);
    expect(await find('švestkový')).toMatchObject({
      entities: [{ title: 'Švestkový knedlík Pětilístek' }],
    });
  });

  it('tolerates one typo in a word', async () => {
    expect(titles(await find('svestkovi'))).toContain('Švestkový knedlík Pětilístek');
    expect(titles(await find('knedlyk petilistek'))).toContain('Švestkový knedlík Pětilístek');
  });

  it('needs every word to match', async () => {
    expect(titles(await find('petilistek knedlik'))).toEqual(['Švestkový knedlík Pětilístek']);
    expect(titles(await find('petilistek kvakadlo'))).toEqual(['Kvákadlo dřevěné Pětilístek']);
    expect(await find('petilistek hruska')).toEqual({ entities: [], total: 0 });
  });

  it('ranks the exact title first, then titles starting with the query, then the rest', async () => {
    const result = await find('kvakadlo', { types: 'product,category' });
    expect(titles(result)).toEqual([
      'Kvákadlo',
      'Kvákadlo dřevěné Pětilístek',
      'Dětské kvákadlo',
      'Kvákadla a pískátka',
    ]);
    expect(result.entities.map((e) => e.type)).toEqual([
      'product',
      'product',
      'product',
      'category',
    ]);
    expect(result.entities[0]).toMatchObject({ slug: 'srch-2', image: 'demo/products/srch-2.svg' });
  });

  it('finds published articles, FAQ and virtual categories too', async () => {
    const result = await find('kvakadl', { types: 'article,faq,virtual_category' });
    expect(result.entities.map(({ type, title }) => [type, title])).toEqual([
      ['virtual_category', 'Zelená kvákadla'],
      ['faq', 'Je kvákadlo hlasité?'],
      ['article', 'Jak vybrat kvákadlo pro děti'],
    ]);
    expect(result.entities.find((e) => e.type === 'faq')?.slug).toBeNull();
  });

  it('searches categories in the request language with their slug', async () => {
    expect((await find('pískátka', { types: 'category' })).entities).toEqual([
      expect.objectContaining({
        type: 'category',
        title: 'Kvákadla a pískátka',
        slug: 'kvakadla',
        image: null,
      }),
    ]);
    const english = await find('quacker', { types: 'category,product' }, 'en');
    expect(titles(english)).toEqual([
      'Quacker',
      'Quackers and whistles',
      'Kids quacker',
      'Wooden quacker Cinquefoil',
    ]);
  });

  it('hides invisible products and shows group-only products to that group alone', async () => {
    expect(titles(await find('knedlik petilistek'))).toEqual(['Švestkový knedlík Pětilístek']);
    const wholesale = await api.call(
      endpoints.search,
      { query: { q: 'knedlik petilistek' } },
      { locale: 'cs', userGroups: ['VO'] },
    );
    expect(titles(wholesale)).toEqual([
      'Švestkový knedlík Pětilístek',
      'Velkoobchodní knedlík Pětilístek',
    ]);
  });

  it('pages with limit and page, reporting the total of all pages', async () => {
    const all = await find('knedlik', { limit: 50 });
    const first = await find('knedlik', { limit: 1 });
    const second = await find('knedlik', { limit: 1, page: 2 });
    expect(first.total).toBe(all.total);
    expect(first.entities).toEqual(all.entities.slice(0, 1));
    expect(second.entities).toEqual(all.entities.slice(1, 2));
    expect(await find('knedlik', { limit: 10, page: 99 })).toEqual({
      entities: [],
      total: all.total,
    });
  });

  it('treats % and _ as plain characters', async () => {
    expect(titles(await find('100%'))).toEqual(['Sleva 100% knedlík']);
    expect(await find('%%%')).toEqual({ entities: [], total: 0 });
    expect(await find('___')).toEqual({ entities: [], total: 0 });
  });

  it.each([
    ['/content/search?q=ab', 'q'],
    ['/content/search?q=a%20b%20c', 'q'],
    ['/content/search?q=%20%20%20', 'q'],
    ['/content/search', 'q'],
    ['/content/search?q=kava&limit=0', 'limit'],
    ['/content/search?q=kava&limit=51', 'limit'],
    ['/content/search?q=kava&page=0', 'page'],
    ['/content/search?q=kava&types=product,brand', 'types'],
    [`/content/search?q=${'a'.repeat(101)}`, 'q'],
  ])('rejects %s with a 400 naming %s', async (url, field) => {
    const { status, body } = await api.get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      data: { errors: [{ field: expect.stringContaining(field), code: 'validation_failed' }] },
    });
  });
});
