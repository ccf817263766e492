import type { CatalogProduct, CatalogVariant } from '@vitrina/contracts/content';
import type { AvailabilityStatus, ProductTags } from '@vitrina/design-system';
import { addToCartBlock, variantBlock, type AddToCartBlock } from '../cart/addToCartState.ts';
import { selectedVariant } from './activeVariant.ts';

/** What every product box of a page shares: the shop's thresholds and the shopper's price view. */
export interface ProductBoxSettings {
  /** The cart's free-shipping threshold in the request currency (minor units); null: none. */
  freeShippingAt: number | null;
  /** Content configuration `show_free_delivery_tag_by_price`. */
  freeDeliveryByPrice: boolean;
  /** Business shoppers (group VO) compare prices without VAT. */
  withoutVat: boolean;
  /** Theme maximum of the shown stock; 0 shows the real count (spec §9). */
  maxStock: number;
  ratingStars: number;
}

export interface ProductBoxVariant {
  id: number;
  name: string;
  /** With the product's name, for the added dialog. */
  fullname: string;
  image: string | null;
  active: boolean;
  /** Unit price as the shopper compares it (without VAT for business groups). */
  amount: number;
  /** The back end's availability text in the request language ("Skladem 12 ks"). */
  availability: string;
  /** Why the variant-choice dialog cannot add it, or null. */
  block: AddToCartBlock;
}

/** A product box's facts (spec §9), decided once from the store's product. */
export interface ProductBoxFacts {
  /** The variant the box adds to the cart (spec §4 "Product box active variant"). */
  variantId: number | null;
  amount: number;
  originalAmount: number | undefined;
  tags: ProductTags;
  availability: { status: AvailabilityStatus; stock: number | undefined; unit: string };
  block: AddToCartBlock;
  variants: ProductBoxVariant[];
  /** Stars from the shoppers' mean rating (0–100) and their count; none without ratings. */
  rating: { value: number; count: number } | undefined;
}

const availabilityStatus = {
  in_stock: 'inStock',
  supplier: 'onOrder',
  out_of_stock: 'outOfStock',
} as const satisfies Record<CatalogVariant['availability']['availabilityCode'], AvailabilityStatus>;

/** "2+1" for an active N+1 discount (the shop's name when it gives no quantity). */
function quantityDiscount(product: CatalogProduct): string | undefined {
  const discount = product.discounts.find((entry) => entry.active && entry.isNPlusOne);
  if (!discount) return undefined;
  return discount.buyQuantity ? `${discount.buyQuantity}+1` : discount.name;
}

export function productBoxFacts(
  product: CatalogProduct,
  settings: ProductBoxSettings,
): ProductBoxFacts {
  const variant = selectedVariant(product, null);
  const prices = variant?.prices ?? product.prices;
  const availability = variant?.availability ?? product.availability;
  const freeByPrice =
    settings.freeDeliveryByPrice &&
    settings.freeShippingAt !== null &&
    prices.unitWithTax >= settings.freeShippingAt;
  const original = settings.withoutVat ? prices.originalWithoutTax : prices.originalWithTax;
  return {
    variantId: variant?.id ?? null,
    amount: settings.withoutVat ? prices.unitWithoutTax : prices.unitWithTax,
    originalAmount: original ?? undefined,
    tags: {
      freeDelivery: product.freeShipping || freeByPrice,
      quantityDiscount: quantityDiscount(product),
      notSaleable: !product.visibility.saleable,
      gift: product.gifts.some((gift) => gift.availability.isAvailable),
      percentageDiscount: prices.percentageDiscount,
    },
    availability: {
      status: availabilityStatus[availability.availabilityCode],
      // Stock not checked: the box says "in stock" without a count (spec §9's unlimited default).
      stock: availability.checkStock ? availability.stock : undefined,
      unit: availability.unit,
    },
    block: addToCartBlock({
      variantRequired: product.hasVariants,
      variant: variant
        ? { unitWithTax: prices.unitWithTax, isAvailable: availability.isAvailable }
        : null,
      saleable: product.visibility.saleable,
    }),
    variants:
      product.variants.length > 1
        ? product.variants.map((entry) => ({
            id: entry.id,
            name: entry.name,
            fullname: entry.fullname || `${product.name} ${entry.name}`,
            image: entry.mainImage,
            active: entry.id === variant?.id,
            amount: settings.withoutVat ? entry.prices.unitWithoutTax : entry.prices.unitWithTax,
            availability: entry.availability.availability,
            block: variantBlock(entry, product.visibility.saleable),
          }))
        : [],
    rating: product.rating
      ? { value: product.rating.average, count: product.rating.count }
      : undefined,
  };
}

/** Business groups see prices without VAT (spec §6: group VO). */
export function showsPricesWithoutVat(userGroups: readonly string[]): boolean {
  return userGroups.includes('VO');
}
