import { z } from 'zod';
import { richTextDocSchema } from './rich-text.ts';

/*
 * The content block vocabulary of spec §3, defined once: cms-blocks renders and validates with it,
 * the back end's seed writes it, and API results carry blocks in the loose form below.
 */

/** A string, or one per content locale (`{ cs, en }`); missing languages render nothing. */
export const localizedTextSchema = z.union([
  z.string(),
  z.object({ cs: z.string().optional(), en: z.string().optional() }),
]);

/** Block text: a rich-text document, or plain (localized) text. */
export const blockTextSchema = z.union([richTextDocSchema, localizedTextSchema]);

/** An editor colour: hex (#rgb, #rrggbb, #rrggbbaa) or a semantic theme colour name. */
export const colorSchema = z.string();

/** A reference to a store or content entity, resolved by the app into card data. */
export const entityRefSchema = z.object({ entityId: z.union([z.string(), z.number()]) });

const linkedEntitySchema = z.object({
  _id: z.string().optional(),
  entityId: z.union([z.string(), z.number()]).optional(),
  slug: localizedTextSchema.optional(),
  page_meta: z.object({ slug: localizedTextSchema.optional() }).optional(),
  url_rewrite: localizedTextSchema.optional(),
});

/** A block link object: `link_type` plus the field for that kind (spec §2). */
export const contentLinkObjectSchema = z.object({
  link_type: z.string().optional(),
  title: localizedTextSchema.optional(),
  custom_link: localizedTextSchema.optional(),
  path: localizedTextSchema.optional(),
  url_rewrite: localizedTextSchema.optional(),
  link_target_blank: z.boolean().optional(),
  slug: localizedTextSchema.optional(),
  reference: linkedEntitySchema.optional(),
  category_link: linkedEntitySchema.optional(),
  virtual_category_link: linkedEntitySchema.optional(),
  article_category_link: linkedEntitySchema.optional(),
  article_tag_link: linkedEntitySchema.optional(),
});

/** A block link: a basic path, or a link object. */
export const contentLinkSchema = z.union([z.string(), contentLinkObjectSchema]);

export const blockButtonSchema = z.object({
  text: localizedTextSchema,
  link: contentLinkSchema,
  text_color: colorSchema.optional(),
  background_color: colorSchema.optional(),
  /** One of the design system's button colours (primary, secondary, outline, ghost, critical). */
  style: z.string().optional(),
});

/** Fields every block may carry (spec §3 "Block fields"). */
export const blockCommonSchema = z.object({
  block_title: localizedTextSchema.optional(),
  block_title_color: colorSchema.optional(),
  background_color: colorSchema.optional(),
  text_color: colorSchema.optional(),
  buttons: z.array(blockButtonSchema).optional(),
});

const fileListSchema = z.array(z.object({ fileKey: z.string() }));

export const collapsibleItemSchema = z.object({
  title: localizedTextSchema,
  text: blockTextSchema,
  open: z.boolean().optional(),
});

export const uspItemSchema = z.object({
  title: localizedTextSchema,
  text: localizedTextSchema.optional(),
  icon: z.string().optional(),
});

export const textBoxSchema = z.object({
  title: localizedTextSchema.optional(),
  text: blockTextSchema,
  text_color: colorSchema.optional(),
  background_color: colorSchema.optional(),
  box_styles: z.union([z.string(), z.array(z.string())]).optional(),
  buttons: z.array(blockButtonSchema).optional(),
});

/** Spec §3: title, link_type, custom_link, category_link, virtual_category_link (any link kind). */
export const topCategoryLinkSchema = contentLinkObjectSchema.extend({ title: localizedTextSchema });

export const topCategorySchema = z.object({
  title: localizedTextSchema,
  /** "image" shows the picture; anything else a text tile. */
  top_category_item_type: z.string().optional(),
  top_category_image: fileListSchema.optional(),
  top_store_categories: z.array(entityRefSchema).optional(),
  top_virtual_categories: z.array(entityRefSchema).optional(),
  links: z.array(topCategoryLinkSchema).optional(),
});

const categoryRefs = {
  category_reference: z.array(entityRefSchema).optional(),
  virtual_category_reference: z.array(entityRefSchema).optional(),
};

const block = <Type extends string, Value extends z.ZodObject>(type: Type, value: Value) =>
  z.object({ uuid: z.string().min(1), type: z.literal(type), value });

export const bigTitleBlockSchema = block(
  'big_title',
  blockCommonSchema.extend({ text: localizedTextSchema.optional() }),
);
export const categoriesBlockSchema = block('categories', blockCommonSchema.extend(categoryRefs));
export const categoryBoxesBlockSchema = block(
  'categoryBoxes',
  blockCommonSchema.extend(categoryRefs),
);
export const collapsibleBlockSchema = block(
  'collapsible',
  blockCommonSchema.extend({ items: z.array(collapsibleItemSchema) }),
);
export const newsletterBlockSchema = block(
  'newsletter',
  blockCommonSchema.extend({
    /** "with_text" shows the heading and text beside the form; anything else only the form. */
    newsletter_type: z.string().optional(),
    text: blockTextSchema.optional(),
  }),
);
export const productsBlockSchema = block(
  'products',
  blockCommonSchema.extend({ product_reference: z.array(z.union([z.string(), z.number()])) }),
);
export const productBoxesBlockSchema = block(
  'productBoxes',
  blockCommonSchema.extend({ products: z.array(entityRefSchema) }),
);
export const quoteBlockSchema = block(
  'quote',
  blockCommonSchema.extend({
    text: localizedTextSchema,
    author: localizedTextSchema.optional(),
    author_title: localizedTextSchema.optional(),
  }),
);
export const textBlockSchema = block('text', blockCommonSchema.extend({ text: blockTextSchema }));
export const textBoxesBlockSchema = block(
  'text_boxes',
  blockCommonSchema.extend({ text_boxes: z.array(textBoxSchema) }),
);
export const uspBlockSchema = block(
  'usp',
  blockCommonSchema.extend({ items: z.array(uspItemSchema) }),
);
export const topCategoriesBlockSchema = block(
  'top_categories',
  blockCommonSchema.extend({ top_categories: z.array(topCategorySchema) }),
);

export const rowBlockSchema = z.object({
  uuid: z.string().min(1),
  type: z.literal('row'),
  value: blockCommonSchema.extend({
    /** Columns side by side on wide screens (1–4); defaults to one per nested block. */
    columns: z.number().int().min(1).max(4).optional(),
    get blocks(): z.ZodArray<typeof contentBlockSchema> {
      return z.array(contentBlockSchema);
    },
  }),
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  bigTitleBlockSchema,
  categoriesBlockSchema,
  categoryBoxesBlockSchema,
  collapsibleBlockSchema,
  newsletterBlockSchema,
  productsBlockSchema,
  productBoxesBlockSchema,
  quoteBlockSchema,
  textBlockSchema,
  textBoxesBlockSchema,
  uspBlockSchema,
  topCategoriesBlockSchema,
  rowBlockSchema,
]);

export const contentBlockListSchema = z.array(contentBlockSchema);

/**
 * A block as the content server stores and sends it: `uuid`, `type` and the type's own fields,
 * unchecked. API results carry this loose form, so a block type the renderer does not know yet is
 * skipped on the page instead of failing it; `contentBlockSchema` checks blocks of known types.
 */
export const contentBlockJsonSchema = z.looseObject({ uuid: z.string(), type: z.string() });
export type ContentBlockJson = z.infer<typeof contentBlockJsonSchema>;

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

/** The block vocabulary in spec order (renderers, stories, the demo seed and tests iterate it). */
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
