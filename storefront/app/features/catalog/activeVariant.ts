import type { CatalogProduct, CatalogVariant } from '@vitrina/contracts/content';

/**
 * The variant a product page or a product box shows: the one `?variant_id=` names when it belongs to the product;
 * otherwise the default variant, or, when that one is out of stock, the first in stock (spec §4).
 */
export function selectedVariant(
  product: Pick<CatalogProduct, 'variants' | 'defaultVariantId'>,
  requestedId: number | null,
): CatalogVariant | undefined {
  const { variants } = product;
  const requested = variants.find((variant) => variant.id === requestedId);
  if (requested) return requested;
  const fallback =
    variants.find((variant) => variant.id === product.defaultVariantId) ?? variants[0];
  if (!fallback || fallback.availability.stock > 0 || !fallback.availability.checkStock) {
    return fallback;
  }
  return (
    variants.find((variant) => variant.availability.stock > 0) ??
    variants.find((variant) => variant.availability.isAvailable) ??
    fallback
  );
}

/** `?variant_id=` as a positive integer, or null for anything else. */
export function requestedVariantId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
