import type { ProductCardData } from '@vitrina/cms-blocks';
import { buildImageUrl, type CatalogProduct } from '@vitrina/contracts/content';
import type { CurrencyFormat } from '@vitrina/design-system';
import type { Locale } from '../../../i18n/locale.ts';
import { routePath } from '../../../routing/routePath.ts';

function cardImage(base: string, fileKey: string | null, alt: string) {
  if (!fileKey) return undefined;
  try {
    return { url: buildImageUrl({ base, fileKey, width: 320, webp: true }), alt };
  } catch {
    return undefined;
  }
}

/**
 * The small adapter from a catalogue product to what a product box shows (cms-blocks'
 * ProductCardData, drawn by the design system's ProductCard): blocks and related products alike.
 */
export function toProductCard(
  product: CatalogProduct,
  options: { imageBase: string; currency: CurrencyFormat; locale: Locale },
): ProductCardData {
  const { availability, prices } = product;
  return {
    id: String(product.id),
    name: product.name,
    url: routePath('product-slug', { slug: product.slug }, options.locale),
    image: cardImage(options.imageBase, product.mainImage, product.name),
    hoverImage: cardImage(options.imageBase, product.hoverImage, ''),
    price: {
      amount: prices.unitWithTax,
      originalAmount: prices.originalWithTax ?? undefined,
      currency: options.currency,
    },
    tags: {
      freeDelivery: product.freeShipping,
      quantityDiscount: product.discounts.find((discount) => discount.active && discount.isNPlusOne)
        ?.name,
      notSaleable: !product.visibility.saleable,
      gift: product.gifts.some((gift) => gift.availability.isAvailable),
      percentageDiscount: prices.percentageDiscount,
    },
    availability: {
      status: availability.isAvailable ? 'inStock' : 'outOfStock',
      stock: availability.checkStock ? availability.stock : undefined,
      unit: availability.unit,
    },
  };
}
