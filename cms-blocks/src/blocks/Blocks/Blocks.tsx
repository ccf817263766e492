import { cx } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { ContentContext, mergeSettings, useContentSettings } from '../../content/contentContext.ts';
import type { ContentSettings } from '../../content/contentContext.ts';
import { isDev } from '../../content/isDev.ts';
import type { ContentBlock } from '@vitrina/contracts/content';
import { BigTitleBlock } from '../BigTitle/BigTitleBlock.tsx';
import type {
  BlockData,
  NewsletterStatus,
  NewsletterSubmit,
  ProductActions,
  ProductBoxSettings,
} from '../shared/blockData.ts';
import * as styles from './Blocks.css.ts';
import { BlocksContext, useBlocksContext } from '../shared/BlocksContext.ts';
import { CategoriesBlock } from '../Categories/CategoriesBlock.tsx';
import { CategoryBoxesBlock } from '../CategoryBoxes/CategoryBoxesBlock.tsx';
import { CollapsibleBlock } from '../Collapsible/CollapsibleBlock.tsx';
import { NewsletterBlock } from '../Newsletter/NewsletterBlock.tsx';
import { ProductBoxesBlock } from '../ProductBoxes/ProductBoxesBlock.tsx';
import { ProductsBlock } from '../Products/ProductsBlock.tsx';
import { QuoteBlock } from '../Quote/QuoteBlock.tsx';
import { RowBlock } from '../Row/RowBlock.tsx';
import { TextBlock } from '../Text/TextBlock.tsx';
import { TextBoxesBlock } from '../TextBoxes/TextBoxesBlock.tsx';
import { TopCategoriesBlock } from '../TopCategories/TopCategoriesBlock.tsx';
import { UspBlock } from '../Usp/UspBlock.tsx';

function warnUnknown(type: unknown) {
  // Editors gain block types before the renderer does; tell developers, stay silent in production.
  if (isDev) console.warn(`Blocks: skipping unknown block type "${String(type)}"`);
}

/** Renders one block by its type; unknown types (and non-objects) render nothing. */
export function renderBlock(block: ContentBlock, key: number): ReactNode {
  if (
    block === null ||
    typeof block !== 'object' ||
    typeof block.value !== 'object' ||
    block.value === null
  ) {
    warnUnknown((block as { type?: unknown } | null)?.type);
    return null;
  }
  switch (block.type) {
    case 'big_title':
      return <BigTitleBlock key={key} block={block} />;
    case 'categories':
      return <CategoriesBlock key={key} block={block} />;
    case 'categoryBoxes':
      return <CategoryBoxesBlock key={key} block={block} />;
    case 'collapsible':
      return <CollapsibleBlock key={key} block={block} />;
    case 'newsletter':
      return <NewsletterBlock key={key} block={block} />;
    case 'products':
      return <ProductsBlock key={key} block={block} />;
    case 'productBoxes':
      return <ProductBoxesBlock key={key} block={block} />;
    case 'quote':
      return <QuoteBlock key={key} block={block} />;
    case 'text':
      return <TextBlock key={key} block={block} />;
    case 'text_boxes':
      return <TextBoxesBlock key={key} block={block} />;
    case 'usp':
      return <UspBlock key={key} block={block} />;
    case 'top_categories':
      return <TopCategoriesBlock key={key} block={block} />;
    case 'row':
      return <RowBlock key={key} block={block} renderBlock={renderBlock} />;
    default:
      warnUnknown((block as { type?: unknown }).type);
      return null;
  }
}

export interface BlocksProps extends Partial<ContentSettings> {
  /** The page's `content_blocks`, as the content server returns them. */
  blocks: readonly ContentBlock[];
  /** Products and categories the blocks reference, resolved by the app and keyed by id. */
  data?: BlockData;
  onNewsletterSubmit?: NewsletterSubmit;
  newsletterStatus?: NewsletterStatus;
  newsletterMessage?: string;
  /** The add-to-cart form and wish-list heart the app puts in each product box. */
  productActions?: ProductActions;
  /** Theme settings of the product box (stock cap, star count). */
  productBox?: ProductBoxSettings;
  className?: string;
}

/** A CMS page body: every block in order, data in and elements out (no fetching, no router). */
export function Blocks({
  blocks,
  data,
  onNewsletterSubmit,
  newsletterStatus,
  newsletterMessage,
  productActions,
  productBox,
  className,
  ...settings
}: BlocksProps) {
  const content = mergeSettings(useContentSettings(), settings);
  const parent = useBlocksContext();
  const context = {
    data: data ?? parent.data,
    onNewsletterSubmit: onNewsletterSubmit ?? parent.onNewsletterSubmit,
    newsletterStatus: newsletterStatus ?? parent.newsletterStatus,
    newsletterMessage: newsletterMessage ?? parent.newsletterMessage,
    productActions: productActions ?? parent.productActions,
    productBox: productBox ?? parent.productBox,
    depth: parent.depth,
  };
  const list = Array.isArray(blocks) ? blocks : [];
  return (
    <ContentContext value={content}>
      <BlocksContext value={context}>
        <div className={cx(styles.blockList, className)}>{list.map(renderBlock)}</div>
      </BlocksContext>
    </ContentContext>
  );
}
