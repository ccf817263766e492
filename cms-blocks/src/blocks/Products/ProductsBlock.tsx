import { ProductGrid } from '@vitrina/design-system';
import type { ProductsBlock as ProductsBlockData } from '@vitrina/contracts/content';
import type { ProductCardData } from '../shared/blockData.ts';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import { BlockProductCard } from '../shared/BlockProductCard.tsx';
import { useBlocksContext, useItemTitleLevel } from '../shared/BlocksContext.ts';
import { lookup } from '../shared/lookup.ts';

export interface ProductsBlockProps {
  block: ProductsBlockData;
  /** Resolved products in display order; defaults to looking up `product_reference` in Blocks data. */
  products?: readonly ProductCardData[];
}

/** products: a row of product cards picked by the editor (value.product_reference ids). */
export function ProductsBlock({ block, products }: ProductsBlockProps) {
  const { data } = useBlocksContext();
  const level = useItemTitleLevel();
  const cards = products ?? lookup(block.value.product_reference, data.products);
  if (cards.length === 0) return null; // nothing to sell (all sold out or unresolved): no empty title
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ProductGrid maxColumns={4}>
        {cards.map((product) => (
          <BlockProductCard key={product.id} product={product} headingLevel={level} />
        ))}
      </ProductGrid>
    </BlockFrame>
  );
}
