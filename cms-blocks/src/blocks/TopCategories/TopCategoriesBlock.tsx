import { Link } from '@vitrina/design-system';
import { useContentSettings } from '../../content/contentContext.ts';
import { ContentAnchor } from '../../content/ContentAnchor.tsx';
import { firstFileKey, localized } from '../../RichText/attrs.ts';
import { resolveContentLink } from '../../RichText/resolveLink.ts';
import { safeImageSrc, safeUrl } from '../../RichText/safeUrl.ts';
import type { TopCategoriesBlock as TopCategoriesBlockData } from '@vitrina/contracts/content';
import { BlockFrame } from '../shared/BlockFrame.tsx';
import * as shared from '../shared/blocks.css.ts';
import * as styles from './TopCategoriesBlock.css.ts';
import { useBlocksContext, useItemTitleLevel } from '../shared/BlocksContext.ts';
import type { ItemTitleLevel } from '../shared/BlocksContext.ts';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { lookup } from '../shared/lookup.ts';
import { objects } from '../../content/objects.ts';

/** Spec §2: top-category titles are cut to 45 characters. */
export const topCategoryTitleMaxLength = 45;

type TopCategory = TopCategoriesBlockData['value']['top_categories'][number];

export interface TopCategoriesBlockProps {
  block: TopCategoriesBlockData;
}

function TopCategoryTile({ item, level }: { item: TopCategory; level: ItemTitleLevel }) {
  const settings = useContentSettings();
  const { data } = useBlocksContext();
  const title = localized(item.title, settings.locale);
  if (title === undefined) return null;
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
        <img src={src} alt="" loading="lazy" decoding="async" className={shared.cardImage} />
      ) : null}
      <ItemTitle level={level} text={title} maxLength={topCategoryTitleMaxLength} />
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
  const level = useItemTitleLevel();
  return (
    <BlockFrame type={block.type} uuid={block.uuid} value={block.value}>
      <ul className={shared.cardGrid}>
        {objects(block.value.top_categories).map((item, index) => (
          <li key={index}>
            <TopCategoryTile item={item} level={level} />
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
