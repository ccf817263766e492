/**
 * The pages `pnpm bench` measures. Paths are built from fixtures the bench reads from the freshly
 * seeded back end, so they exist in every run. A page whose route is not built yet answers 404 and
 * is reported as such; to measure a new page type, add it here.
 */
export type Locale = 'cs' | 'en';
export const locales: readonly Locale[] = ['cs', 'en'];

export interface Fixtures {
  product: Record<Locale, string>;
  category: (Record<Locale, string> & { id: number }) | null;
  /** Two facet filters of the category: one value each of two different parameters. */
  filters: { parameterId: number; valueId: number }[];
  searchWord: Record<Locale, string>;
}

export interface PageType {
  name: 'home' | 'category' | 'product' | 'search';
  /** The route table's name of the page (storefront/app/routing/routeTable.ts), for its JS and CSS. */
  route: string;
  path: (fixtures: Fixtures, locale: Locale) => string | null;
  /** Measured by Lighthouse (slow: home, category and product only). */
  lighthouse: boolean;
}

const prefix = (locale: Locale) => (locale === 'cs' ? '' : '/en');

export const pageTypes: PageType[] = [
  { name: 'home', route: 'index', path: (_f, locale) => prefix(locale) || '/', lighthouse: true },
  {
    name: 'category',
    route: 'all',
    // The listing's address (storefront listingState.ts): each facet value repeats `value`.
    path: (f, locale) =>
      f.category &&
      `${prefix(locale)}/${f.category[locale]}?${f.filters
        .map((filter) => `value=${filter.valueId}`)
        .join('&')}`,
    lighthouse: true,
  },
  {
    name: 'product',
    route: 'product-slug',
    path: (f, locale) =>
      `${prefix(locale)}/${locale === 'cs' ? 'produkt' : 'product'}/${f.product[locale]}`,
    lighthouse: true,
  },
  {
    name: 'search',
    route: 'search',
    path: (f, locale) =>
      `${locale === 'cs' ? '/hledat' : '/en/search'}?q=${encodeURIComponent(f.searchWord[locale])}`,
    lighthouse: false,
  },
];
