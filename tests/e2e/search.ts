import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { backendUrl } from './backend.ts';
import { apiHeaders } from './headers.ts';
import { fetchProducts, type Locale } from './products.ts';

// Search pages make several back-end calls: on a busy machine they need more than five seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Per language: what a shopper types and reads on the search journeys (seed data). */
export const searchWords = {
  cs: {
    query: 'kávovar',
    path: '/hledat',
    results: 'Výsledky hledání „kávovar“',
    searchBox: 'Hledat v obchodě',
    submit: 'Hledat',
    sortNav: 'Řazení produktů',
    cheapest: 'Nejlevnější',
    pages: 'Stránky výsledků',
    page2: 'Strana 2',
    products: 'Produkty',
    categories: 'Kategorie',
    nothing: 'Pro „qqqxyzzy“ jsme nic nenašli',
    popular: 'Oblíbené kategorie',
    allResults: 'Zobrazit všechny výsledky pro „kávovar“',
    filters: 'Filtry',
    showResults: 'Zobrazit výsledky',
    // A query the FAQ and the menus answer (seed: FAQ "Doprava zdarma", page "Doprava a platba").
    serviceQuery: 'doprava',
    faq: 'Časté dotazy',
    faqQuestion: 'Doprava zdarma',
    faqAnswer: 'Od 1 500 Kč doprava zdarma.',
    menu: 'Rychlé odkazy',
    menuItem: 'Doprava a platba',
  },
  en: {
    query: 'coffee',
    path: '/en/search',
    results: 'Search results for “coffee”',
    searchBox: 'Search the shop',
    submit: 'Search',
    sortNav: 'Sort products',
    cheapest: 'Cheapest',
    pages: 'Result pages',
    page2: 'Page 2',
    products: 'Products',
    categories: 'Categories',
    nothing: 'We found nothing for “qqqxyzzy”',
    popular: 'Popular categories',
    allResults: 'Show all results for “coffee”',
    filters: 'Filters',
    showResults: 'Show results',
    serviceQuery: 'delivery',
    faq: 'Frequently asked questions',
    faqQuestion: 'Free delivery',
    faqAnswer: 'Free delivery from 1,500 CZK.',
    menu: 'Quick links',
    menuItem: 'Delivery and payment',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export function homePath(locale: Locale): string {
  return locale === 'cs' ? '/' : '/en';
}

/** The header's search box, whatever its role (a plain field before hydration). */
export function searchBox(page: Page, locale: Locale): Locator {
  const name = searchWords[locale].searchBox;
  return page.getByRole('combobox', { name }).or(page.getByRole('searchbox', { name }));
}

/** The product boxes' names in the results, in order. */
export function productNames(page: Page): Promise<string[]> {
  return page.locator('[aria-labelledby="search-products"] article h3').allInnerTexts();
}

/**
 * The first page of `query`'s products ordered by price, straight from the back ends: the best
 * 100 hits (two calls of 50), their prices, equal prices by id as the listing call orders them
 * (decisions 090 and 215).
 */
export async function cheapestFirstNames(locale: Locale, query: string): Promise<string[]> {
  const headers = { [apiHeaders.locale]: locale };
  const ids: number[] = [];
  for (const page of [1, 2]) {
    const url = `${backendUrl}/content/search?q=${encodeURIComponent(query)}&types=product&limit=50&page=${page}`;
    const answer = (await (await fetch(url, { headers })).json()) as { entities: { id: number }[] };
    ids.push(...answer.entities.map((entity) => entity.id));
  }
  const products = await fetchProducts(locale, ids);
  const priced = products as unknown as {
    id: number;
    name: string;
    prices: { unitWithTax: number };
  }[];
  return priced
    .toSorted((a, b) => a.prices.unitWithTax - b.prices.unitWithTax || a.id - b.id)
    .slice(0, 10)
    .map((product) => product.name);
}

export async function expectResultsPage(page: Page, locale: Locale): Promise<void> {
  const w = searchWords[locale];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.results);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  expect((await productNames(page)).length).toBeGreaterThan(0);
}
