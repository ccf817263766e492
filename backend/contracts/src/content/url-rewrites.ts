import { z } from 'zod';
import { localeSchema } from '../headers.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Kinds of content a rewritten URL can show; the storefront maps each to a route (spec section 2). */
export const urlRewriteTypes = [
  'page',
  'content_page',
  'branch',
  'article',
  'article_category',
] as const;
export type UrlRewriteType = (typeof urlRewriteTypes)[number];

/** A URL path as the storefront sends it; the server normalises case and slashes before lookup. */
const pathSchema = z.string().trim().min(1).max(1024);
const optionalText = z.string().max(255).optional();

/** `lang` defaults to the request's `x-locale` when absent. */
export const urlRewriteQuery = z.object({ lang: localeSchema.optional(), path: pathSchema });

/** What a rewritten path shows: its type and the content's slug in each language it exists in. */
export const urlRewriteSchema = z.object({
  type: z.enum(urlRewriteTypes),
  page_meta: z.object({
    slug: z.object({ cs: z.string().optional(), en: z.string().optional() }),
  }),
});
export type UrlRewrite = z.infer<typeof urlRewriteSchema>;

/** route, slug and type describe the page that was not found; only path is required. */
export const redirectQuery = z.object({
  path: pathSchema,
  route: optionalText,
  slug: optionalText,
  type: optionalText,
});

/** 301 with a target path, 410 (gone) without one, or nulls when no redirect is defined. */
export const redirectSchema = z.object({
  redirectPath: z.string().nullable(),
  status: z.union([z.literal(301), z.literal(410)]).nullable(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const urlRewritesEndpoints = {
  urlRewrite: defineEndpoint({
    name: 'urlRewrite',
    server: 'content',
    method: 'GET',
    path: '/url-rewrite',
    summary:
      'Whether a path (case and trailing slash ignored) is a rewritten content URL in a language: its type and slugs per language.',
    query: urlRewriteQuery,
    response: urlRewriteSchema,
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  redirect: defineEndpoint({
    name: 'redirect',
    server: 'content',
    method: 'GET',
    path: '/redirect',
    summary:
      'The redirect defined for a path (case and trailing slash ignored) in the request language: 301 to a path, 410 gone, or nulls.',
    query: redirectQuery,
    response: redirectSchema,
    errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
