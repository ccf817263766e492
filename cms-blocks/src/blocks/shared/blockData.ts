import type {
  AvailabilityStatus,
  BadgeVariant,
  ProductCardPrice,
  ProductCardRating,
  ProductTags,
} from '@vitrina/design-system';
import type { ReactNode } from 'react';

/** An image the app already turned into a URL (store images do not come from the content CDN). */
export interface CardImage {
  url: string;
  alt?: string;
  /** The same picture at one eighth of its size, shown blurred while it loads (spec §9). */
  placeholderUrl?: string;
}

export interface ProductBadge {
  /** Already translated ("Novinka", "Tip"). */
  label: string;
  /** The design system's badge look; defaults to neutral. */
  variant?: BadgeVariant;
}

export interface ProductVariantData {
  id: string;
  /** Already translated ("Modrá, XL"). */
  name: string;
  image?: CardImage;
  /** App path of the product with this variant chosen. */
  url?: string;
  active?: boolean;
}

/**
 * What a product box shows, resolved by the app from the store (spec §3 Product, §9 product box):
 * blocks only hold ids, and cms-blocks never fetches.
 */
export interface ProductCardData {
  id: string;
  name: string;
  /** App path of the product detail, e.g. /produkt/espresso-blend. */
  url: string;
  image?: CardImage;
  /** `content.product_box_hover_image`, shown while a mouse is on the card. */
  hoverImage?: CardImage;
  /** Integer minor units, with VAT. */
  price: ProductCardPrice;
  /** The facts behind the spec §9 tags (free delivery, N+1, not saleable, gift, discount). */
  tags?: ProductTags;
  /** The shop's own labels after the tags. */
  badges?: ProductBadge[];
  rating?: ProductCardRating;
  variants?: ProductVariantData[];
  availability?: {
    status: AvailabilityStatus;
    /** Pieces in stock, when stock is checked. */
    stock?: number;
    /** Translated unit ("ks", "pcs"). */
    unit?: string;
    /** Already formatted delivery wording ("Doručíme v pátek"). */
    deliveryText?: string;
  };
}

/** The app's controls for a product box: its add-to-cart form and (logged in) wish-list heart. */
export interface ProductCardActions {
  addToCart?: ReactNode;
  wishList?: ReactNode;
}

export type ProductActions = (product: ProductCardData) => ProductCardActions;

/** Theme settings a product box needs (spec §9). */
export interface ProductBoxSettings {
  /** Stock shown at most ("> 5 ks"); 0 or none shows the real count. */
  maxStock?: number;
  /** Stars in a rating. */
  ratingStars?: number;
}

export interface CategoryCardData {
  id: string;
  name: string;
  /** App path of the category (from the app's category path helper). */
  url: string;
  image?: CardImage;
}

/** Everything the blocks reference by id, keyed by that id (store and virtual categories apart). */
export interface BlockData {
  products?: Readonly<Record<string, ProductCardData>>;
  categories?: Readonly<Record<string, CategoryCardData>>;
  virtualCategories?: Readonly<Record<string, CategoryCardData>>;
}

export const newsletterStatuses = ['idle', 'pending', 'success', 'error'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export interface NewsletterResult {
  status: 'success' | 'error';
  /** Overrides the default message for that status (already translated). */
  message?: string;
}

/**
 * Called with the e-mail address. Whatever it returns (or the promise resolves to) sets the state;
 * nothing or a non-error result means success, a rejection means error.
 */
export type NewsletterSubmit = (
  email: string,
) => void | NewsletterResult | Promise<void | NewsletterResult>;
