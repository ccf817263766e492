import type { AvailabilityLabels } from '../Availability/Availability.tsx';
import type { AvailabilityStatus } from '../Availability/availabilityVariants.ts';
import type { BadgeVariant } from '../Badge/badgeVariants.ts';
import type { CurrencyFormat } from '../format/formatPrice.ts';
import type { ImageSrcBuilder } from '../Image/imageSources.ts';
import type { RatingLabel } from '../Rating/Rating.tsx';
import type { ProductTagLabels } from './productTags.ts';

/** A picture as the app addresses it: a URL, or a `(width) => url` builder (srcSet, placeholder). */
export interface ProductCardImage {
  src: string | ImageSrcBuilder;
  /** Defaults to "": the product name is the link text right below. */
  alt?: string;
  /** Tiny picture shown blurred while loading; built at one eighth from a builder by default. */
  placeholderSrc?: string;
}

export interface ProductCardPrice {
  /** Integer minor units, with VAT. */
  amount: number;
  /** The price before discount; struck through when higher than `amount`. */
  originalAmount?: number;
  currency: CurrencyFormat;
  /** Shown instead of a zero price. */
  freeText?: string;
  /** The with-/without-VAT note after the price ("bez DPH"), already translated. */
  vatLabel?: string;
}

export interface ProductCardRating {
  /** Review score 0–100 (spec §3). */
  value: number;
  /** Number of reviews, shown after the stars. */
  count?: number;
}

export interface ProductCardAvailability {
  status: AvailabilityStatus;
  /** Pieces in stock, when stock is checked. */
  stock?: number;
  /** Translated unit ("ks", "pcs"). */
  unit?: string;
  /** Already formatted delivery wording ("Doručíme v pátek"). */
  deliveryText?: string;
}

export interface ProductCardVariant {
  id: string;
  name: string;
  image?: ProductCardImage;
  /** The product page with this variant chosen (a pointer shortcut; keyboards use the name link). */
  href?: string;
  active?: boolean;
}

/** A label of the shop's own ("Novinka", "Tip"), shown after the spec §9 tags. */
export interface ProductCardBadge {
  label: string;
  variant?: BadgeVariant;
}

export interface ProductCardLabels extends ProductTagLabels {
  /** Read before the struck price ("Original price"). */
  originalPrice: string;
  /** Read before the percentage ("Discount"). */
  discount: string;
  /** "4 variants". */
  variants: (count: number) => string;
  /** "12 reviews" (read), shown as "(12)". */
  reviews: (count: number) => string;
  rating: RatingLabel;
  availability: Partial<AvailabilityLabels>;
}

export const defaultProductCardLabels: ProductCardLabels = {
  freeDelivery: 'Free delivery',
  notSaleable: 'Not for sale',
  gift: 'Gift',
  originalPrice: 'Original price',
  discount: 'Discount',
  variants: (count) => `${count} ${count === 1 ? 'variant' : 'variants'}`,
  reviews: (count) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  rating: (stars, max) => `Rated ${stars} out of ${max}`,
  availability: {},
};
