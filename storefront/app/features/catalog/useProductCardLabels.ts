import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ProductCardLabels } from '@vitrina/design-system';

/** The product card's words in the page's language. */
export function useProductCardLabels(): ProductCardLabels {
  const { t } = useLingui();
  return {
    freeDelivery: t`Free delivery`,
    notSaleable: t`Not for sale`,
    gift: t`Gift`,
    originalPrice: t`Original price`,
    discount: t`Discount`,
    variants: (count) => t({ message: plural(count, { one: '# variant', other: '# variants' }) }),
    reviews: (count) => t({ message: plural(count, { one: '# review', other: '# reviews' }) }),
    rating: (stars, max) => t`Rated ${stars} out of ${max}`,
    availability: {
      inStock: t`In stock`,
      outOfStock: t`Out of stock`,
      onOrder: t`At the supplier`,
    },
  };
}
