import { Link } from '@vitrina/design-system';
import { safeUrl } from '../../RichText/safeUrl.ts';
import type { CategoriesBlock as CategoriesBlockData } from '@vitrina/contracts/content';
import type { CategoryCardData } from '../shared/blockData.ts';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import * as styles from './CategoriesBlock.css.ts';
import { useBlocksContext } from '../shared/BlocksContext.ts';
import { referencedCategories } from '../shared/categoryRefs.ts';

export interface CategoriesBlockProps {
  block: CategoriesBlockData;
  /** Resolved categories; defaults to looking up the block's references in Blocks data. */
  categories?: readonly CategoryCardData[];
}

/** categories: a row of category links (chips). */
export function CategoriesBlock({ block, categories }: CategoriesBlockProps) {
  const { data } = useBlocksContext();
  const links = (categories ?? referencedCategories(block.value, data)).flatMap((category) => {
    const href = safeUrl(category.url);
    return href ? [{ ...category, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.chips}>
        {links.map((category) => (
          <li key={category.id}>
            <Link href={category.href} className={styles.chip} tone="inherit" underline="hover">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
