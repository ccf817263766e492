import type { ProductBoxesBlock as ProductBoxesBlockData } from '../schemas/blockTypes.ts';
import type { ProductCardData } from './blockData.ts';
import { BlockFrame } from './BlockFrame.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';
import { lookup } from './lookup.ts';
import { ProductCard } from './ProductCard.tsx';

export interface ProductBoxesBlockProps {
  block: ProductBoxesBlockData;
  /** Resolved products; defaults to looking up `value.products[].entityId` in Blocks data. */
  products?: readonly ProductCardData[];
}

/** productBoxes: compact product boxes (picture beside name and price). */
export function ProductBoxesBlock({ block, products }: ProductBoxesBlockProps) {
  const { data, depth } = useBlocksContext();
  const cards = products ?? lookup(block.value.products, data.products);
  if (cards.length === 0) return null;
  const level = (titleLevel(depth) + 1) as 3 | 4 | 5;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.boxGrid}>
        {cards.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel={level} layout="box" />
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
