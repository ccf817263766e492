import type { CategoryBoxesBlock as CategoryBoxesBlockData } from '@vitrina/contracts/content';
import type { CategoryCardData } from '../shared/blockData.ts';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import * as styles from '../shared/blocks.css.ts';
import { useBlocksContext, useItemTitleLevel } from '../shared/BlocksContext.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { referencedCategories } from '../shared/categoryRefs.ts';

export interface CategoryBoxesBlockProps {
  block: CategoryBoxesBlockData;
  /** Resolved categories; defaults to looking up the block's references in Blocks data. */
  categories?: readonly CategoryCardData[];
}

/** categoryBoxes: category tiles with a picture (store and virtual categories). */
export function CategoryBoxesBlock({ block, categories }: CategoryBoxesBlockProps) {
  const { data } = useBlocksContext();
  const level = useItemTitleLevel();
  const cards = categories ?? referencedCategories(block.value, data);
  if (cards.length === 0) return null;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.cardGrid}>
        {cards.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} headingLevel={level} />
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
