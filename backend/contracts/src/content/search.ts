import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** Spec §9: a query needs 3+ characters and so does each word that counts; 10 results a page. */
export const searchMinLength = 3;
export const searchPageSize = 10;
export const searchMaxLimit = 50;

export const searchEntityTypes = [
  'product',
  'category',
  'virtual_category',
  'article',
  'faq',
] as const;
export type SearchEntityType = (typeof searchEntityTypes)[number];

/** Whitespace-separated words of 3+ characters: the parts every result must match (spec §4). */
export function searchQueryParts(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .filter((part) => [...part].length >= searchMinLength);
}

const typeList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()))
  .pipe(z.array(z.enum(searchEntityTypes)).min(1).max(searchEntityTypes.length));

export const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .refine((q) => searchQueryParts(q).length > 0, {
      message: `Search needs a word of at least ${searchMinLength} characters`,
    }),
  limit: z.coerce.number().int().min(1).max(searchMaxLimit).default(searchPageSize),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** Comma-separated subset of the entity types; all when absent. */
  types: typeList.optional(),
});

/** One hit. `slug` is the language's URL slug (none for FAQ); `image` is a fileKey for the image URL builder. */
export const searchEntitySchema = z.object({
  type: z.enum(searchEntityTypes),
  id: z.number().int(),
  title: z.string(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  /** Relevance, higher first; comparable within one response only. */
  score: z.number(),
});
export type SearchEntity = z.infer<typeof searchEntitySchema>;

export const searchResultSchema = z.object({
  entities: z.array(searchEntitySchema),
  /** Every match across all pages. */
  total: z.number().int().min(0),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const searchEndpoints = {
  search: defineEndpoint({
    name: 'search',
    server: 'content',
    method: 'GET',
    path: '/search',
    summary:
      'Products, categories, virtual categories, articles and FAQ whose title matches every word of q (3+ characters; case, diacritics and one typo ignored), best first.',
    query: searchQuery,
    response: searchResultSchema,
    errors: ['validation_failed', 'unknown_locale'],
  }),
} as const;
