export { BigTitleBlock } from './BigTitle/index.ts';
export type { BigTitleBlockProps } from './BigTitle/index.ts';
export { Blocks, renderBlock } from './Blocks/index.ts';
export type { BlocksProps } from './Blocks/index.ts';
export { CategoriesBlock } from './Categories/index.ts';
export type { CategoriesBlockProps } from './Categories/index.ts';
export { CategoryBoxesBlock } from './CategoryBoxes/index.ts';
export type { CategoryBoxesBlockProps } from './CategoryBoxes/index.ts';
export { CollapsibleBlock } from './Collapsible/index.ts';
export type { CollapsibleBlockProps } from './Collapsible/index.ts';
export { blockDataFixture } from './fixtures/data.ts';
export { pageFixture } from './fixtures/page.ts';
export { NewsletterBlock } from './Newsletter/index.ts';
export type { NewsletterBlockProps } from './Newsletter/index.ts';
export { ProductBoxesBlock } from './ProductBoxes/index.ts';
export type { ProductBoxesBlockProps } from './ProductBoxes/index.ts';
export { ProductsBlock } from './Products/index.ts';
export type { ProductsBlockProps } from './Products/index.ts';
export { QuoteBlock } from './Quote/index.ts';
export type { QuoteBlockProps } from './Quote/index.ts';
export { maxRowDepth, RowBlock } from './Row/index.ts';
export type { RowBlockProps } from './Row/index.ts';
export { newsletterStatuses } from './shared/blockData.ts';
export type {
  BlockData,
  CardImage,
  CategoryCardData,
  NewsletterResult,
  NewsletterStatus,
  NewsletterSubmit,
  ProductActions,
  ProductBadge,
  ProductBoxSettings,
  ProductCardActions,
  ProductCardData,
  ProductVariantData,
} from './shared/blockData.ts';
export { blockMessages } from './shared/messages.ts';
export { TextBlock } from './Text/index.ts';
export type { TextBlockProps } from './Text/index.ts';
export { textBoxStyles, TextBoxesBlock } from './TextBoxes/index.ts';
export type { TextBoxesBlockProps } from './TextBoxes/index.ts';
export { TopCategoriesBlock, topCategoryTitleMaxLength } from './TopCategories/index.ts';
export type { TopCategoriesBlockProps } from './TopCategories/index.ts';
export { UspBlock, uspTitleMaxLength } from './Usp/index.ts';
export type { UspBlockProps } from './Usp/index.ts';
