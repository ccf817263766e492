import type { AvailabilityStatus, BadgeVariant, CurrencyFormat } from '@vitrina/design-system';

/** An image the app already turned into a URL (store images do not come from the content CDN). */
export interface CardImage {
  url: string;
  alt?: string;
}

export interface ProductBadge {
  /** Already translated ("-20 %", "Novinka"). */
  label: string;
  /** The design system's badge look (spec §9 product-box tags); defaults to neutral. */
  variant?: BadgeVariant;
}

/**
 * The minimum a product card needs, resolved by the app from the store (spec §3 Product): blocks
 * only hold ids, and cms-blocks never fetches.
 */
export interface ProductCardData {
  id: string;
  name: string;
  /** App path of the product detail, e.g. /produkt/espresso-blend. */
  url: string;
  image?: CardImage;
  price: {
    /** Integer minor units. */
    amount: number;
    /** Price before discount, when there is one. */
    originalAmount?: number;
    currency: CurrencyFormat;
  };
  badges?: ProductBadge[];
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
