import type { CatalogProduct } from '@vitrina/contracts/content';
import type { Locale } from '../../i18n/locale.ts';
import type { SearchSort } from './searchUrl.ts';

type Compare = (a: CatalogProduct, b: CatalogProduct) => number;

function comparator(sort: Exclude<SearchSort, 'relevance'>, locale: Locale): Compare {
  switch (sort) {
    case 'price_asc':
      return (a, b) => a.prices.unitWithTax - b.prices.unitWithTax;
    case 'price_desc':
      return (a, b) => b.prices.unitWithTax - a.prices.unitWithTax;
    case 'name': {
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      return (a, b) => collator.compare(a.name, b.name);
    }
    case 'newest':
      return (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  }
}

/**
 * The products in the shopper's order. The sort is stable, so equal prices (or names) keep the
 * search's relevance order; `relevance` returns the list as the search call ranked it.
 */
export function orderProducts(
  products: readonly CatalogProduct[],
  sort: SearchSort,
  locale: Locale,
): CatalogProduct[] {
  if (sort === 'relevance') return [...products];
  return products.toSorted(comparator(sort, locale));
}
