export { BigTitleBlock } from './BigTitleBlock.tsx';
export type { BigTitleBlockProps } from './BigTitleBlock.tsx';
export { newsletterStatuses } from './blockData.ts';
export type {
  BlockData,
  CardImage,
  CategoryCardData,
  NewsletterResult,
  NewsletterStatus,
  NewsletterSubmit,
  ProductBadge,
  ProductCardData,
} from './blockData.ts';
export { Blocks, renderBlock } from './Blocks.tsx';
export type { BlocksProps } from './Blocks.tsx';
export { CategoriesBlock } from './CategoriesBlock.tsx';
export type { CategoriesBlockProps } from './CategoriesBlock.tsx';
export { CategoryBoxesBlock } from './CategoryBoxesBlock.tsx';
export type { CategoryBoxesBlockProps } from './CategoryBoxesBlock.tsx';
export { CollapsibleBlock } from './CollapsibleBlock.tsx';
export type { CollapsibleBlockProps } from './CollapsibleBlock.tsx';
export { blockDataFixture } from './fixtures/data.ts';
export { pageFixture } from './fixtures/page.ts';
export { blockMessages } from './messages.ts';
export { NewsletterBlock } from './NewsletterBlock.tsx';
export type { NewsletterBlockProps } from './NewsletterBlock.tsx';
export { ProductBoxesBlock } from './ProductBoxesBlock.tsx';
export type { ProductBoxesBlockProps } from './ProductBoxesBlock.tsx';
export { ProductsBlock } from './ProductsBlock.tsx';
export type { ProductsBlockProps } from './ProductsBlock.tsx';
export { QuoteBlock } from './QuoteBlock.tsx';
export type { QuoteBlockProps } from './QuoteBlock.tsx';
export { maxRowDepth, RowBlock } from './RowBlock.tsx';
export type { RowBlockProps } from './RowBlock.tsx';
export { TextBlock } from './TextBlock.tsx';
export type { TextBlockProps } from './TextBlock.tsx';
export { textBoxStyles, TextBoxesBlock } from './TextBoxesBlock.tsx';
export type { TextBoxesBlockProps } from './TextBoxesBlock.tsx';
export { TopCategoriesBlock, topCategoryTitleMaxLength } from './TopCategoriesBlock.tsx';
export type { TopCategoriesBlockProps } from './TopCategoriesBlock.tsx';
export { UspBlock, uspTitleMaxLength } from './UspBlock.tsx';
export type { UspBlockProps } from './UspBlock.tsx';
