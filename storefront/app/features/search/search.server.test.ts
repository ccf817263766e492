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

function answer(path: string) {
  const url = new URL(path, 'http://backend');
  if (url.pathname === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
  // One body for both GraphQL operations the search makes: each parses the field it asked for.
  if (url.pathname === '/content/graphql') {
    return { status: 200, body: { data: { brandsByWeight: brands, topCategories } } };
  }
  if (url.pathname === '/content/catalog/product') {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return { status: 200, body: { data: products.filter((product) => ids.includes(product.id)) } };
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
    // FAQ has no page of its own: left out.
    expect(page.sections.articles.map((link) => link.href)).toEqual(['/clanek/jak-vybrat-konvici']);
    // Brands come from the brand list, matched without diacritics.
    expect(page.brands).toEqual([
      { key: 'brand-1', title: 'Konvíce Hájek', href: '/znacka-konvickar', image: null },
    ]);
    const search = backend.calls.find((call) => call.path.includes('types=product'));
    expect(search?.path).toContain('limit=10&page=2');
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

  it('groups up to ten products, categories, brands and articles as links', async () => {
    const { context, url } = await contextFor('/actions/search-suggestions?q=konvice');
    const suggestions = await loadSuggestions(context, url);
    expect(suggestions.groups.map((group) => [group.type, group.items.length])).toEqual([
      ['category', 1],
      ['brand', 1],
      ['product', 10],
      ['article', 1],
    ]);
    expect(suggestions.groups[2]?.items[0]?.href).toBe('/produkt/konvice-1');
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
