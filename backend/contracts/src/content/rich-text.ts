import { z } from 'zod';

/**
 * The rich-text tree as the content server stores and returns it (spec §3), defined once for the
 * renderer (cms-blocks), the back end (its seed, its jsonb columns, its GraphQL schema) and the
 * GraphQL results. Node and mark types stay open strings and unknown keys are kept: editors gain
 * types before the renderer does, and the renderer skips what it does not know. What must hold is
 * the shape, so a broken paste is reported with a path.
 */
export const richTextMarkSchema = z.looseObject({
  type: z.string().min(1),
  attrs: z.record(z.string(), z.unknown()).optional(),
});

export const richTextNodeSchema = z.looseObject({
  type: z.string().min(1),
  attrs: z.record(z.string(), z.unknown()).optional(),
  get content(): z.ZodOptional<z.ZodArray<typeof richTextNodeSchema>> {
    return z.array(richTextNodeSchema).optional();
  },
  marks: z.array(richTextMarkSchema).optional(),
  text: z.string().optional(),
});

export const richTextDocSchema = richTextNodeSchema.extend({ type: z.literal('doc') });

export type RichTextMark = z.infer<typeof richTextMarkSchema>;
export type RichTextNode = z.infer<typeof richTextNodeSchema>;
export type RichTextDoc = z.infer<typeof richTextDocSchema>;

/** The node vocabulary of spec §3, in spec order: what renderers draw and the demo seed shows. */
export const richTextNodeTypes = [
  'doc',
  'paragraph',
  'heading',
  'blockquote',
  'bullet_list',
  'ordered_list',
  'list_item',
  'hard_break',
  'table',
  'table_row',
  'table_cell',
  'image',
  'button',
  'clearer',
  'text',
] as const;
export type RichTextNodeType = (typeof richTextNodeTypes)[number];

/** The mark vocabulary of spec §3. */
export const richTextMarkTypes = [
  'bold',
  'em',
  'italic',
  'link',
  'strike',
  'subscript',
  'superscript',
  'underline',
] as const;
export type RichTextMarkType = (typeof richTextMarkTypes)[number];
