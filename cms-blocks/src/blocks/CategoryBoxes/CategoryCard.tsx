import { Heading, Link } from '@vitrina/design-system';
import type { HeadingLevel } from '@vitrina/design-system';
import { safeImageSrc, safeUrl } from '../../RichText/safeUrl.ts';
import type { CategoryCardData } from '../shared/blockData.ts';
import * as styles from '../shared/blocks.css.ts';

interface CategoryCardProps {
  category: CategoryCardData;
  headingLevel: HeadingLevel;
}

/** A category box: picture and name, the name linking to the category page. */
export function CategoryCard({ category, headingLevel }: CategoryCardProps) {
  const href = safeUrl(category.url);
  const src = category.image ? safeImageSrc(category.image.url) : null;
  return (
    <article className={styles.card}>
      {src ? (
        <img
          src={src}
          alt={category.image?.alt ?? ''}
          loading="lazy"
          decoding="async"
          className={styles.cardImage}
        />
      ) : null}
      <Heading level={headingLevel} variant={5} className={styles.cardTitle}>
        {href ? (
          <Link href={href} tone="inherit" underline="hover">
            {category.name}
          </Link>
        ) : (
          category.name
        )}
      </Heading>
    </article>
  );
}
