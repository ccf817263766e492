import { z } from 'zod';

/**
 * The rich-text tree as the content server returns it (spec §3). Node and mark types stay open
 * strings: editors gain types before the renderer does, and the renderer skips what it does not
 * know. What must hold is the shape, so a broken paste is reported with a path.
 */
export const richTextMarkSchema = z.object({
  type: z.string().min(1),
  attrs: z.record(z.string(), z.unknown()).optional(),
});

export const richTextNodeSchema = z.object({
  type: z.string().min(1),
  attrs: z.record(z.string(), z.unknown()).optional(),
  get content() {
    return z.array(richTextNodeSchema).optional();
  },
  marks: z.array(richTextMarkSchema).optional(),
  text: z.string().optional(),
});

export const richTextDocSchema = richTextNodeSchema.extend({ type: z.literal('doc') });
