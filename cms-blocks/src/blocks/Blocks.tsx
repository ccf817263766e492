import { cx } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import { ContentContext, mergeSettings, useContentSettings } from '../content/contentContext.ts';
import type { ContentSettings } from '../content/contentContext.ts';
import { isDev } from '../content/isDev.ts';
import type { ContentBlock } from '../schemas/blockTypes.ts';
import { BigTitleBlock } from './BigTitleBlock.tsx';
import type { BlockData, NewsletterStatus, NewsletterSubmit } from './blockData.ts';
import * as styles from './blocks.css.ts';
import { BlocksContext, useBlocksContext } from './BlocksContext.ts';
import { CategoriesBlock } from './CategoriesBlock.tsx';
import { CategoryBoxesBlock } from './CategoryBoxesBlock.tsx';
import { CollapsibleBlock } from './CollapsibleBlock.tsx';
import { NewsletterBlock } from './NewsletterBlock.tsx';
import { ProductBoxesBlock } from './ProductBoxesBlock.tsx';
import { ProductsBlock } from './ProductsBlock.tsx';
import { QuoteBlock } from './QuoteBlock.tsx';
import { RowBlock } from './RowBlock.tsx';
import { TextBlock } from './TextBlock.tsx';
import { TextBoxesBlock } from './TextBoxesBlock.tsx';
import { TopCategoriesBlock } from './TopCategoriesBlock.tsx';
import { UspBlock } from './UspBlock.tsx';

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
  className?: string;
}

/** A CMS page body: every block in order, data in and elements out (no fetching, no router). */
export function Blocks({
  blocks,
  data,
  onNewsletterSubmit,
  newsletterStatus,
  newsletterMessage,
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
