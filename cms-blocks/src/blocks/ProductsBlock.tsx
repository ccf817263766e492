import type { ProductsBlock as ProductsBlockData } from '../schemas/blockTypes.ts';
import type { ProductCardData } from './blockData.ts';
import { BlockFrame } from './BlockFrame.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';
import { lookup } from './lookup.ts';
import { ProductCard } from './ProductCard.tsx';

export interface ProductsBlockProps {
  block: ProductsBlockData;
  /** Resolved products in display order; defaults to looking up `product_reference` in Blocks data. */
  products?: readonly ProductCardData[];
}

/** products: a grid of product cards picked by the editor (value.product_reference ids). */
export function ProductsBlock({ block, products }: ProductsBlockProps) {
  const { data, depth } = useBlocksContext();
  const cards = products ?? lookup(block.value.product_reference, data.products);
  if (cards.length === 0) return null; // nothing to sell (all sold out or unresolved): no empty title
  const level = (titleLevel(depth) + 1) as 3 | 4 | 5;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.cardGrid}>
        {cards.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel={level} />
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
