import { useLingui } from '@lingui/react/macro';
import type { ProductCardData } from '@vitrina/cms-blocks';
import { ProductCard, ProductGrid, type HeadingLevel } from '@vitrina/design-system';

/** Product boxes from the adapter's data (productCards.ts), drawn by the design system's card. */
export function ProductCards(props: {
  products: readonly ProductCardData[];
  headingLevel?: HeadingLevel;
}) {
  const { t } = useLingui();
  if (props.products.length === 0) return null;
  return (
    <ProductGrid maxColumns={4}>
      {props.products.map((product) => (
        <ProductCard
          key={product.id}
          name={product.name}
          href={product.url}
          image={
            product.image ? { src: product.image.url, alt: product.image.alt ?? '' } : undefined
          }
          price={product.price}
          tags={product.tags}
          availability={product.availability}
          labels={{
            originalPrice: t`Original price`,
            availability: {
              inStock: t`In stock`,
              outOfStock: t`Out of stock`,
              onOrder: t`At the supplier`,
            },
          }}
          headingLevel={props.headingLevel ?? 3}
        />
      ))}
    </ProductGrid>
  );
}
