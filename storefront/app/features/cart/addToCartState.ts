/** Why the add-to-cart button is disabled (spec §5), or null when it can be used. */
export type AddToCartBlock = 'selectVariant' | 'notInStock' | null;

/**
 * Spec §5: disabled when the unit price with tax is 0 or less or the item is unavailable; the
 * tooltip asks for a variant when one is required but none is chosen, otherwise says "Not in stock".
 * A product the shop does not sell (not saleable) cannot be added either.
 */
export function addToCartBlock(input: {
  variantRequired: boolean;
  variant: { unitWithTax: number; isAvailable: boolean } | null;
  saleable: boolean;
}): AddToCartBlock {
  const { variant } = input;
  if (!variant) return input.variantRequired ? 'selectVariant' : 'notInStock';
  if (variant.unitWithTax <= 0 || !variant.isAvailable || !input.saleable) return 'notInStock';
  return null;
}
