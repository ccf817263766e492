export {
  contentBlockListSchema,
  contentBlockSchema,
  contentLinkSchema,
  localizedTextSchema,
} from './blockSchemas.ts';
export { contentBlockTypes } from './blockTypes.ts';
export type {
  BigTitleBlock,
  BlockButton,
  BlockText,
  CategoriesBlock,
  CategoryBoxesBlock,
  CollapsibleBlock,
  ContentBlock,
  ContentBlockType,
  ContentLinkValue,
  EntityRef,
  LocalizedText,
  NewsletterBlock,
  ProductBoxesBlock,
  ProductsBlock,
  QuoteBlock,
  RowBlock,
  TextBlock,
  TextBoxesBlock,
  TopCategoriesBlock,
  UspBlock,
} from './blockTypes.ts';
export { richTextDocSchema, richTextNodeSchema } from './richTextSchema.ts';
export { formatPath, validateContent } from './validateContent.ts';
export type { ContentIssue, ContentValidation } from './validateContent.ts';
