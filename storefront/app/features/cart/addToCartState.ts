import type { TrackedProduct } from '../../analytics/analyticsEvents.ts';

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

/** One catalogue variant's block (a variant-choice row, a link's offer). */
export function variantBlock(
  variant: { prices: { unitWithTax: number }; availability: { isAvailable: boolean } },
  saleable: boolean,
): AddToCartBlock {
  return addToCartBlock({
    variantRequired: false,
    variant: {
      unitWithTax: variant.prices.unitWithTax,
      isAvailable: variant.availability.isAvailable,
    },
    saleable,
  });
}

/** The add-to-cart action's answer to a script (features/cart/addToCart.server.ts). */
export type AddToCartAnswer =
  | {
      status: 'added';
      changedAmount: number;
      itemsCount: number;
      /** The added line as analytics reports it (`cart.item.add`), null when none was added. */
      tracked: TrackedProduct | null;
    }
  | { status: 'failed'; error: { field?: string; title: string; code?: string } };

/** Spec §4: idle, loading, then added (the dialog) — or failed, with the reason shown. */
export type AddToCartStatus = 'idle' | 'loading' | 'added' | 'failed';

/**
 * Where the button is in spec §4's sequence, from the fetcher's state and its last answer. The
 * answer counts as soon as it arrives, while the page's data (the header's cart) still reloads
 * (`loading`). An answer the shopper has dismissed (closed the dialog) is idle until the next one.
 */
export function addToCartStatus(
  fetcherState: 'idle' | 'submitting' | 'loading',
  answer: AddToCartAnswer | undefined,
  dismissed: AddToCartAnswer | undefined | null,
): AddToCartStatus {
  if (fetcherState === 'submitting') return 'loading';
  if (!answer || answer === dismissed) return 'idle';
  return answer.status;
}
