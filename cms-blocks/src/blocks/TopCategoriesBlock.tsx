import { Heading, Link } from '@vitrina/design-system';
import { useContentSettings } from '../content/contentContext.ts';
import { ContentAnchor } from '../content/ContentAnchor.tsx';
import { truncate } from '../content/truncate.ts';
import { firstFileKey, localized } from '../RichText/attrs.ts';
import { resolveContentLink } from '../RichText/resolveLink.ts';
import { safeImageSrc, safeUrl } from '../RichText/safeUrl.ts';
import type { TopCategoriesBlock as TopCategoriesBlockData } from '../schemas/blockTypes.ts';
import { BlockFrame } from './BlockFrame.tsx';
import * as styles from './blocks.css.ts';
import { titleLevel, useBlocksContext } from './BlocksContext.ts';
import { lookup } from './lookup.ts';
import { objects } from '../content/objects.ts';

/** Spec §2: top-category titles are cut to 45 characters. */
export const topCategoryTitleMaxLength = 45;

type TopCategory = TopCategoriesBlockData['value']['top_categories'][number];

export interface TopCategoriesBlockProps {
  block: TopCategoriesBlockData;
}

function TopCategoryTile({ item, level }: { item: TopCategory; level: 3 | 4 | 5 }) {
  const settings = useContentSettings();
  const { data } = useBlocksContext();
  const title = localized(item.title, settings.locale);
  if (title === undefined) return null;
  const short = truncate(title, topCategoryTitleMaxLength);
  const fileKey =
    item.top_category_item_type === 'image' ? firstFileKey(item.top_category_image) : undefined;
  const src = fileKey
    ? safeImageSrc(settings.imageUrl(fileKey, { width: 320, height: 320 }))
    : null;
  const categories = [
    ...lookup(item.top_store_categories, data.categories),
    ...lookup(item.top_virtual_categories, data.virtualCategories),
  ].flatMap((category) => {
    const href = safeUrl(category.url);
    return href ? [{ key: `c-${category.id}`, href, name: category.name }] : [];
  });
  const links = objects(item.links).flatMap((link, index) => {
    const name = localized(link.title, settings.locale);
    const resolved = resolveContentLink({ ...link, title: undefined }, settings);
    return name && resolved ? [{ key: `l-${index}`, resolved, name }] : [];
  });
  return (
    <article className={styles.tile}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className={styles.cardImage} />
      ) : null}
      <Heading
        level={level}
        variant={5}
        className={styles.cardTitle}
        title={short === title ? undefined : title}
      >
        {short}
      </Heading>
      {categories.length + links.length > 0 ? (
        <ul className={styles.tileLinks}>
          {categories.map((category) => (
            <li key={category.key}>
              <Link href={category.href}>{category.name}</Link>
            </li>
          ))}
          {links.map((link) => (
            <li key={link.key}>
              <ContentAnchor link={link.resolved} className={styles.tileLink}>
                {link.name}
              </ContentAnchor>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** top_categories: tiles of top categories (spec §3 top category configuration). */
export function TopCategoriesBlock({ block }: TopCategoriesBlockProps) {
  const level = (titleLevel(useBlocksContext().depth) + 1) as 3 | 4 | 5;
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={styles.cardGrid}>
        {objects(block.value.top_categories).map((item, index) => (
          <li key={index}>
            <TopCategoryTile item={item} level={level} />
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
