import type { CategoryBoxesBlock as CategoryBoxesBlockData } from '../schemas/blockTypes.ts';
import type { CategoryCardData } from './blockData.ts';
import { BlockFrame } from './BlockFrame.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { referencedCategories } from './categoryRefs.ts';

export interface CategoryBoxesBlockProps {
  block: CategoryBoxesBlockData;
  /** Resolved categories; defaults to looking up the block's references in Blocks data. */
  categories?: readonly CategoryCardData[];
}

/** categoryBoxes: category tiles with a picture (store and virtual categories). */
export function CategoryBoxesBlock({ block, categories }: CategoryBoxesBlockProps) {
  const { data, depth } = useBlocksContext();
  const cards = categories ?? referencedCategories(block.value, data);
  if (cards.length === 0) return null;
  const level = (titleLevel(depth) + 1) as 3 | 4 | 5;
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
