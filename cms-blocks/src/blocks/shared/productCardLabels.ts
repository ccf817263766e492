import type { Locale } from '@vitrina/contracts';
import { plural } from '@vitrina/design-system';
import type { ProductCardLabels } from '@vitrina/design-system';
import { blockMessages } from './messages.ts';

/** The product box's words in the content locale (cms-blocks has no i18n runtime). */
export function productCardLabels(locale: Locale): ProductCardLabels {
  const m = blockMessages[locale];
  const cs = locale === 'cs';
  return {
    originalPrice: m.originalPrice,
    discount: m.discount,
    freeDelivery: m.freeDelivery,
    notSaleable: m.notSaleable,
    gift: m.gift,
    variants: (count) =>
      `${count} ${plural(count, cs ? ['variant', 'varianta', 'varianty', 'variant'] : ['variants', 'variant', 'variants'], locale)}`,
    reviews: (count) =>
      `${count} ${plural(count, cs ? ['hodnocení'] : ['reviews', 'review', 'reviews'], locale)}`,
    rating: (stars, max) => (cs ? `Hodnocení ${stars} z ${max}` : `Rated ${stars} out of ${max}`),
    availability: { inStock: m.inStock, outOfStock: m.outOfStock, onOrder: m.onOrder },
  };
}
