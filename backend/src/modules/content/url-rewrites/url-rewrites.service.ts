import { locales, type Locale } from '@vitrina/contracts';
import type { UrlRewrite, UrlRewriteType } from '@vitrina/contracts/content';
import { NotFoundError, quote } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { normaliseUrlPath } from '../../../core/url-path.ts';
import { selectPathsBySlugs, selectUrlRewrite } from './url-rewrites.repository.ts';

export interface UrlRewriteInput {
  lang?: Locale;
  path: string;
}

/** What the path shows in the language (`lang`, else the request's locale); 404 when nothing. */
export async function findUrlRewrite(
  ctx: RequestContext,
  input: UrlRewriteInput,
): Promise<UrlRewrite> {
  const locale = input.lang ?? ctx.locale;
  const path = normaliseUrlPath(input.path);
  const rows = await selectUrlRewrite(ctx.db, locale, path);
  const first = rows[0];
  if (!first) {
    throw new NotFoundError(`No rewritten page at ${quote(path)} in ${locale}`, 'path');
  }
  const slug: UrlRewrite['page_meta']['slug'] = {};
  for (const row of rows) {
    const known = locales.find((code) => code === row.locale);
    if (known && row.slug !== null) slug[known] = row.slug;
  }
  return { type: first.type, page_meta: { slug } };
}

/**
 * The own paths (`url_rewrite`) of items of a type, by their slug in the request's locale: the
 * other direction of findUrlRewrite, for content that links to itself. Slugs without a path are absent.
 */
export async function findRewritePaths(
  ctx: RequestContext,
  type: UrlRewriteType,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  const rows = await selectPathsBySlugs(ctx.db, type, ctx.locale, slugs);
  return new Map(rows.flatMap((row) => (row.slug && row.path ? [[row.slug, row.path]] : [])));
}
