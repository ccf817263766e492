import type { ProductBoxesBlock as ProductBoxesBlockData } from '@vitrina/contracts/content';
import type { ProductCardData } from '../shared/blockData.ts';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import { BlockProductCard } from '../shared/BlockProductCard.tsx';
import * as styles from '../shared/blocks.css.ts';
import { useBlocksContext, useItemTitleLevel } from '../shared/BlocksContext.ts';
import { lookup } from '../shared/lookup.ts';

export interface ProductBoxesBlockProps {
  block: ProductBoxesBlockData;
  /** Resolved products; defaults to looking up `value.products[].entityId` in Blocks data. */
  products?: readonly ProductCardData[];
}

/** productBoxes: compact product boxes (picture beside name and price). */
export function ProductBoxesBlock({ block, products }: ProductBoxesBlockProps) {
  const { data } = useBlocksContext();
  const level = useItemTitleLevel();
  const cards = products ?? lookup(block.value.products, data.products);
  if (cards.length === 0) return null;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.boxGrid}>
        {cards.map((product) => (
          <li key={product.id}>
            <BlockProductCard product={product} headingLevel={level} layout="compact" />
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
