import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '@vitrina/contracts/content';
import {
  ProductCard,
  type AvailabilityStatus,
  type CurrencyFormat,
  type ProductCardLabels,
} from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';

/*
 * TODO(sf-catalog): a stop-gap adapter from a catalogue product to the design system's card. Once
 * the catalogue's product box lands (features/catalog), render that here instead and delete this
 * file: one product box for listings, search and blocks (spec §9).
 */

const availabilityStatus: Record<
  CatalogProduct['availability']['availabilityCode'],
  AvailabilityStatus
> = {
  in_stock: 'inStock',
  supplier: 'onOrder',
  out_of_stock: 'outOfStock',
};

function useCardLabels(): Partial<ProductCardLabels> {
  const { t } = useLingui();
  return {
    freeDelivery: t`Free delivery`,
    notSaleable: t`Not for sale`,
    gift: t`Gift`,
    originalPrice: t`Original price`,
    discount: t`Discount`,
    variants: (count) => t({ message: plural(count, { one: '# variant', other: '# variants' }) }),
    availability: {
      inStock: t`In stock`,
      outOfStock: t`Out of stock`,
      onOrder: t`At the supplier`,
    },
  };
}

export function SearchProductCard(props: {
  product: CatalogProduct;
  currency: CurrencyFormat;
  imageBase: string;
  /** The first row loads its pictures at once. */
  priority?: boolean;
}) {
  const { product, currency, imageBase } = props;
  const locale = useLocale();
  const labels = useCardLabels();
  const src = imageSource(imageBase, product.mainImage);
  const hover = imageSource(imageBase, product.hoverImage);
  const quantityDiscount = product.discounts.find(
    (discount) => discount.active && discount.isNPlusOne,
  );
  return (
    <ProductCard
      name={product.name}
      href={routePath('product-slug', { slug: product.slug }, locale)}
      image={src ? { src } : undefined}
      hoverImage={hover ? { src: hover } : undefined}
      price={{
        amount: product.prices.unitWithTax,
        originalAmount: product.prices.originalWithTax ?? undefined,
        currency,
      }}
      tags={{
        percentageDiscount: product.prices.percentageDiscount,
        quantityDiscount: quantityDiscount?.name,
        freeDelivery: product.freeShipping,
        gift: product.gifts.length > 0,
        notSaleable: !product.visibility.saleable,
      }}
      availability={{
        status: availabilityStatus[product.availability.availabilityCode],
        stock: product.availability.checkStock ? product.availability.stock : undefined,
        unit: product.availability.unit,
      }}
      labels={labels}
      headingLevel={3}
      priority={props.priority}
    />
  );
}
