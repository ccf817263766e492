import type { CatalogProduct } from '@vitrina/contracts/content';
import { isLocale, type Locale } from '../../i18n/locale.ts';

/**
 * `localeParams` of the product page (routing/switchLocale.ts): the product's slug in each
 * language it exists in, so the language switch and the hreflang alternates name the other
 * language's slug; a language without a slug is left out (no link to a 404).
 */
export function productLocaleParams(
  product: Pick<CatalogProduct, 'slugs'>,
): Partial<Record<Locale, { slug: string }>> {
  const params: Partial<Record<Locale, { slug: string }>> = {};
  for (const [language, slug] of Object.entries(product.slugs)) {
    if (slug && isLocale(language)) params[language] = { slug };
  }
  return params;
}
