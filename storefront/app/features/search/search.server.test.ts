import type { CatalogProduct, SearchEntity } from '@vitrina/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../testing/catalogProduct.ts';
import { demoCurrencies, startFakeBackend } from '../../../testing/fakeBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { loadSearchPage } from './search.server.ts';
import { loadSuggestions } from './suggestions.server.ts';

// 60 matching products, cheaper the later they rank: price order reverses relevance.
const products = Array.from({ length: 60 }, (_, index) =>
  catalogProduct(index + 1, 10_000 - index),
);
const productHit = (product: CatalogProduct): SearchEntity => ({
  type: 'product',
  id: product.id,
  title: product.name,
  slug: product.slug,
  image: null,
  score: 1,
});
const otherHits: SearchEntity[] = [
  { type: 'category', id: 7, title: 'Konvice', slug: 'konvice', image: null, score: 3 },
  { type: 'faq', id: 2, title: 'Jak odvápnit konvici?', slug: null, image: null, score: 2 },
  {
    type: 'article',
    id: 5,
    title: 'Jak vybrat konvici',
    slug: 'jak-vybrat-konvici',
    image: null,
    score: 1,
  },
];
const brands = [
  {
    _id: '1',
    title: 'Konvíce Hájek',
    image: null,
    link: null,
    weight: 5,
    linked_virtual_category: { _id: '9', slug: 'znacka-konvickar' },
  },
  { _id: '2', title: 'Nordvik', image: null, link: null, weight: 3, linked_virtual_category: null },
];
const topCategories = [
  {
    _id: '1',
    title: 'Top',
    top_category_item_type: 'store_category',
    top_category_image: null,
    top_store_categories: [{ _id: '3', title: 'Kuchyně', slug: 'kuchyne' }],
    top_virtual_categories: [],
    links: [],
  },
];

const faqSearch = {
  articles: { total: 0, items: [] },
  faq: {
    total: 1,
    items: [
      {
        _id: '2',
        title: 'Jak odvápnit konvici?',
        content: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Octem.' }] }],
        },
      },
    ],
  },
  virtual_categories: { total: 0, items: [] },
};
const noContentHits = {
  articles: { total: 0, items: [] },
  faq: { total: 0, items: [] },
  virtual_categories: { total: 0, items: [] },
};
const mainMenu = {
  code: 'mainMenu',
  title: 'Hlavní menu',
  items: [
    {
      id: 'm1',
      title: 'Konvice',
      main: true,
      parent: null,
      slug: 'konvice',
      link: { type: 'category', slug: 'konvice' },
      children: [],
    },
    {
      id: 'm2',
      title: 'Konvice a čajníky – rádce',
      main: false,
      parent: null,
      slug: 'radce',
      link: { type: 'page', slug: 'radce-konvice' },
      children: [],
    },
  ],
};

function answer(path: string, body: string) {
  const url = new URL(path, 'http://backend');
  if (url.pathname === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
  // One body for both GraphQL operations the search makes: each parses the field it asked for.
  if (url.pathname === '/content/graphql') {
    return {
      status: 200,
      body: {
        data: {
          brandsByWeight: brands,
          topCategories,
          search: body.includes('konvi') ? faqSearch : noContentHits,
        },
      },
    };
  }
  if (url.pathname === '/content/menu-object/mainMenu') return { status: 200, body: mainMenu };
  if (url.pathname === '/content/catalog/product') {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return { status: 200, body: { data: products.filter((product) => ids.includes(product.id)) } };
  }
  if (url.pathname === '/content/api/catalog/v2/state') {
    const scope = JSON.parse(url.searchParams.get('scope') ?? '{}') as {
      productIds: number[];
      brandIds?: number[];
      sort: string;
      page: number;
      perPage: number;
    };
    // Brand 1 stands for "every third product", enough to see a filter narrow the list.
    const byBrand = (product: CatalogProduct) => !scope.brandIds?.length || product.id % 3 === 0;
    if (scope.brandIds?.includes(999)) {
      return { status: 400, body: { data: { errors: [{ title: 'Unknown brand 999' }] } } };
    }
    const listed = scope.productIds
      .flatMap((id) => products.filter((product) => product.id === id))
      .filter(byBrand);
    if (scope.sort === 'price_asc')
      listed.sort((a, b) => a.prices.unitWithTax - b.prices.unitWithTax);
    const start = (scope.page - 1) * scope.perPage;
    return {
      status: 200,
      body: {
        scope: { ...scope, valueIds: [], brandIds: scope.brandIds ?? [], inStock: false },
        category: null,
        virtualCategory: null,
        products: {
          items: listed.slice(start, start + scope.perPage),
          total: listed.length,
          page: scope.page,
          perPage: scope.perPage,
          totalPages: Math.ceil(listed.length / scope.perPage),
        },
        facets: {
          brands: [
            {
              id: 1,
              title: 'Hájek',
              slug: 'hajek',
              image: null,
              count: 20,
              selected: Boolean(scope.brandIds?.length),
            },
            { id: 2, title: 'Nordvik', slug: 'nordvik', image: null, count: 40, selected: false },
          ],
          parameters: [],
          price: null,
        },
        activeFilters: [],
      },
    };
  }
  if (url.pathname === '/content/search') {
    const q = url.searchParams.get('q') ?? '';
    const types = url.searchParams.get('types') ?? '';
    const limit = Number(url.searchParams.get('limit'));
    const page = Number(url.searchParams.get('page'));
    if (!q.includes('konvi')) return { status: 200, body: { entities: [], total: 0 } };
    if (types === 'product') {
      const hits = products.slice((page - 1) * limit, page * limit).map(productHit);
      return { status: 200, body: { entities: hits, total: products.length } };
    }
    return { status: 200, body: { entities: otherHits, total: otherHits.length } };
  }
  return undefined;
}

async function contextFor(path: string) {
  const url = new URL(`http://127.0.0.1${path}`);
  return { context: await resolveRequestContext(new Request(url), url), url };
}

async function searchPage(path: string) {
  const { context, url } = await contextFor(path);
  return loadSearchPage(context, url);
}

describe('the search page loader', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend(answer);
  });
  afterAll(() => backend.stop());

  it('lists a page of products in relevance order with categories, brands and articles', async () => {
    const page = await searchPage('/hledat?q=konvice&page=2');
    expect(page.products?.items.map((product) => product.id)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect(page.products).toMatchObject({ total: 60, pageCount: 6, capped: false });
    expect(page.sections.categories).toEqual([
      { key: 'category-7', title: 'Konvice', href: '/konvice', image: null },
    ]);
    expect(page.sections.articles.map((link) => link.href)).toEqual(['/clanek/jak-vybrat-konvici']);
    // FAQ answers come whole from the GraphQL search: the dropdown's FAQ options lead to them.
    expect(page.faq).toEqual([
      { id: '2', title: 'Jak odvápnit konvici?', content: faqSearch.faq.items[0]?.content },
    ]);
    // Brands come from the brand list, matched without diacritics.
    expect(page.brands).toEqual([
      { key: 'brand-1', title: 'Konvíce Hájek', href: '/znacka-konvickar', image: null },
    ]);
    // The best matches' ids go to the listing call, which pages them in that order.
    const listing = backend.calls.findLast((call) => call.path.includes('/catalog/v2/state'));
    const scope = JSON.parse(
      new URL(listing?.path ?? '', 'http://x').searchParams.get('scope') ?? '',
    );
    expect(scope).toMatchObject({ sort: 'position', page: 2, perPage: 10 });
    expect(scope.productIds).toHaveLength(60);
    expect(page.products?.filters.map((group) => group.key)).toEqual(['brand']);
  });

  it('filters the matches as on a category, keeping q, and drops stale filter ids', async () => {
    const page = await searchPage('/hledat?q=konvice&brand=1&sort=price_asc');
    expect(page.filters.brandIds).toEqual([1]);
    expect(page.products?.items.every((product) => product.id % 3 === 0)).toBe(true);
    expect(page.products).toMatchObject({ total: 20, pageCount: 2 });
    await expect(searchPage('/hledat?q=konvice&brand=999&sort=price_asc')).rejects.toMatchObject({
      status: 302,
    });
    try {
      await searchPage('/hledat?q=konvice&brand=999&sort=price_asc');
    } catch (response) {
      expect((response as Response).headers.get('location')).toBe(
        '/hledat?q=konvice&sort=price_asc',
      );
    }
  });

  it('sorts the best matches itself for another order, and pages through them', async () => {
    const first = await searchPage('/en/search?q=konvice&sort=price_asc');
    expect(first.products?.items.map((product) => product.id).slice(0, 3)).toEqual([60, 59, 58]);
    expect(first.products).toMatchObject({ total: 60, pageCount: 6, capped: false });
    const last = await searchPage('/en/search?q=konvice&sort=price_asc&page=6');
    expect(last.products?.items.map((product) => product.id)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });

  it('shows popular categories when nothing matched, and asks nothing for a short query', async () => {
    const none = await searchPage('/hledat?q=xyzzy');
    expect(none.products?.total).toBe(0);
    expect(none.popular.map((link) => link.href)).toEqual(['/kuchyne']);

    const before = backend.calls.filter((call) => call.path.startsWith('/content/search')).length;
    const short = await searchPage('/hledat?q=ab');
    expect(short.products).toBeNull();
    expect(short.popular).toHaveLength(1);
    expect(backend.calls.filter((call) => call.path.startsWith('/content/search'))).toHaveLength(
      before,
    );
  });

  it('answers 404 for a page past the last one', async () => {
    await expect(searchPage('/hledat?q=konvice&page=9')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('the dropdown suggestions', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend(answer);
  });
  afterAll(() => backend.stop());

  it('groups up to ten products, categories, brands, articles, FAQ and menu items', async () => {
    const { context, url } = await contextFor('/actions/search-suggestions?q=konvice');
    const suggestions = await loadSuggestions(context, url);
    expect(suggestions.groups.map((group) => [group.type, group.items.length])).toEqual([
      ['category', 1],
      ['brand', 1],
      ['product', 10],
      ['article', 1],
      ['faq', 1],
      ['menu', 1],
    ]);
    expect(suggestions.groups[2]?.items[0]?.href).toBe('/produkt/konvice-1');
    const byType = (type: string) => suggestions.groups.find((group) => group.type === type);
    // An FAQ question leads to its answer on the results page.
    expect(byType('faq')?.items[0]?.href).toBe('/hledat?q=konvice#faq-2');
    // The menu's "Konvice" leads where the category option does: only the other item is left.
    expect(byType('menu')?.items).toEqual([
      {
        key: 'menu-m2',
        title: 'Konvice a čajníky – rádce',
        href: '/stranka/radce-konvice',
        image: null,
      },
    ]);
    expect(suggestions.productTotal).toBe(60);
  });

  it('answers empty for a query too short to search, without asking the back end', async () => {
    const before = backend.calls.length;
    const { context, url } = await contextFor('/actions/search-suggestions?q=ko');
    expect(await loadSuggestions(context, url)).toEqual({ q: 'ko', groups: [], productTotal: 0 });
    expect(backend.calls.filter((call) => call.path.startsWith('/content/'))).toHaveLength(
      backend.calls.slice(0, before).filter((call) => call.path.startsWith('/content/')).length,
    );
  });
});
