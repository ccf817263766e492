import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '@vitrina/contracts/content';
import { ProductCard, ProductGrid, type CurrencyFormat } from '@vitrina/design-system';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { imageSource } from '../../ui/imageUrl.ts';

/**
 * Products shown around the product (alternatives; later related and cross-sell placements).
 * Renders nothing without products (the recommendation provider answers empty, spec §7).
 * TODO(sf-catalog): render the catalogue's product box component here once it lands on main.
 */
export function RelatedProducts(props: {
  products: readonly CatalogProduct[] | null;
  imageBase: string;
  currency: CurrencyFormat;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const products = props.products ?? [];
  if (products.length === 0) return null;
  return (
    <ProductGrid>
      {products.map((product) => {
        const src = imageSource(props.imageBase, product.mainImage);
        const hover = imageSource(props.imageBase, product.hoverImage);
        return (
          <ProductCard
            key={product.id}
            name={product.name}
            href={routePath('product-slug', { slug: product.slug }, locale)}
            image={src ? { src } : undefined}
            hoverImage={hover ? { src: hover } : undefined}
            price={{
              amount: product.prices.unitWithTax,
              originalAmount: product.prices.originalWithTax ?? undefined,
              currency: props.currency,
            }}
            availability={{
              status: product.availability.isAvailable ? 'inStock' : 'outOfStock',
              stock: product.availability.checkStock ? product.availability.stock : undefined,
              unit: product.availability.unit,
            }}
            labels={{
              originalPrice: t`Original price`,
              availability: {
                inStock: t`In stock`,
                outOfStock: t`Out of stock`,
                onOrder: t`At the supplier`,
              },
            }}
            headingLevel={3}
          />
        );
      })}
    </ProductGrid>
  );
}
