import type { z } from 'zod';
import type {
  bigTitleBlockSchema,
  blockButtonSchema,
  blockCommonSchema,
  blockTextSchema,
  categoriesBlockSchema,
  categoryBoxesBlockSchema,
  collapsibleBlockSchema,
  contentBlockSchema,
  contentLinkSchema,
  entityRefSchema,
  localizedTextSchema,
  newsletterBlockSchema,
  productBoxesBlockSchema,
  productsBlockSchema,
  quoteBlockSchema,
  rowBlockSchema,
  textBlockSchema,
  textBoxesBlockSchema,
  topCategoriesBlockSchema,
  uspBlockSchema,
} from './blockSchemas.ts';

// Types come from the schemas (one source); only `import type`, so renderers carry no zod code.
export type LocalizedText = z.infer<typeof localizedTextSchema>;
export type BlockText = z.infer<typeof blockTextSchema>;
export type EntityRef = z.infer<typeof entityRefSchema>;
export type ContentLinkValue = z.infer<typeof contentLinkSchema>;
export type BlockButton = z.infer<typeof blockButtonSchema>;
export type BlockCommon = z.infer<typeof blockCommonSchema>;

export type BigTitleBlock = z.infer<typeof bigTitleBlockSchema>;
export type CategoriesBlock = z.infer<typeof categoriesBlockSchema>;
export type CategoryBoxesBlock = z.infer<typeof categoryBoxesBlockSchema>;
export type CollapsibleBlock = z.infer<typeof collapsibleBlockSchema>;
export type NewsletterBlock = z.infer<typeof newsletterBlockSchema>;
export type ProductsBlock = z.infer<typeof productsBlockSchema>;
export type ProductBoxesBlock = z.infer<typeof productBoxesBlockSchema>;
export type QuoteBlock = z.infer<typeof quoteBlockSchema>;
export type TextBlock = z.infer<typeof textBlockSchema>;
export type TextBoxesBlock = z.infer<typeof textBoxesBlockSchema>;
export type UspBlock = z.infer<typeof uspBlockSchema>;
export type TopCategoriesBlock = z.infer<typeof topCategoriesBlockSchema>;
export type RowBlock = z.infer<typeof rowBlockSchema>;
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockType = ContentBlock['type'];

/** Every block type the renderer knows, in spec order (stories and tests iterate over it). */
export const contentBlockTypes = [
  'big_title',
  'categories',
  'collapsible',
  'newsletter',
  'products',
  'quote',
  'text',
  'text_boxes',
  'usp',
  'row',
  'productBoxes',
  'categoryBoxes',
  'top_categories',
] as const satisfies readonly ContentBlockType[];
