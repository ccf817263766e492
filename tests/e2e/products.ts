import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { backendUrl } from './backend.ts';
import { apiHeaders } from './headers.ts';

export type Locale = 'cs' | 'en';

/** The fields of a catalogue product the journeys read (the back end's answer, not ours). */
export interface SeedVariant {
  id: number;
  name: string;
  fullname: string;
  availability: { isAvailable: boolean };
  prices: { unitWithTax: number };
}

export interface SeedProduct {
  id: number;
  name: string;
  slugs: { cs: string; en: string };
  variants: SeedVariant[];
  parameters: { entityId: number; title: string }[];
  /** File keys of the product's pictures. */
  images: string[];
}

/** Products straight from the content server, to pick ones whose facts a journey needs. */
export async function fetchProducts(locale: Locale, ids: number[]): Promise<SeedProduct[]> {
  const response = await fetch(`${backendUrl}/content/catalog/product?ids=${ids.join(',')}`, {
    headers: { [apiHeaders.locale]: locale },
  });
  if (!response.ok) throw new Error(`catalog/product answered ${response.status}`);
  return ((await response.json()) as { data: SeedProduct[] }).data;
}

/** A product with variants, some orderable and some not (the seed has many). */
export async function productWithMixedVariants(locale: Locale): Promise<SeedProduct> {
  const products = await fetchProducts(
    locale,
    Array.from({ length: 100 }, (_, i) => i + 1),
  );
  const found = products.find(
    (product) =>
      product.variants.some((variant) => variant.availability.isAvailable) &&
      product.variants.some((variant) => !variant.availability.isAvailable),
  );
  if (!found) throw new Error('The seed has no product with both orderable and sold-out variants');
  return found;
}

/** Two different products with parameters, for the compare journey. */
export async function twoProducts(locale: Locale): Promise<[SeedProduct, SeedProduct]> {
  const products = await fetchProducts(
    locale,
    Array.from({ length: 30 }, (_, i) => i + 1),
  );
  const withParameters = products.filter((product) => product.parameters.length > 2);
  const [first, second] = withParameters;
  if (!first || !second) throw new Error('The seed lacks two products with parameters');
  return [first, second];
}

export function productPath(product: SeedProduct, locale: Locale): string {
  return locale === 'cs' ? `/produkt/${product.slugs.cs}` : `/en/product/${product.slugs.en}`;
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page, include?: string): Promise<void> {
  // A journey that checks the whole page once checks each later state where it changed: axe on a
  // whole product page takes seconds of CPU, most of an e2e run's.
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
