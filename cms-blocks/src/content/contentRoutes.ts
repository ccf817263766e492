import type { Locale } from '@vitrina/contracts';

/**
 * What a content link can point at by slug (spec §2 "Other routing facts"): the content link types
 * page, content_page, branch, article and article_category, plus the link kinds category,
 * virtual_category and article_tag.
 */
export const contentRouteKinds = [
  'page',
  'content_page',
  'branch',
  'article',
  'article_category',
  'article_tag',
  'category',
  'virtual_category',
] as const;
export type ContentRouteKind = (typeof contentRouteKinds)[number];

export interface ContentRouteTarget {
  kind: ContentRouteKind;
  slug: string;
  /** Content-server id, for apps whose category path helper needs it. */
  id?: string;
}

/**
 * Turns a content target into a path in a locale. The storefront passes its typed route builder
 * (cms-blocks never imports the storefront); null means "cannot link there", so words stay unlinked.
 */
export type ResolveContentRoute = (target: ContentRouteTarget, locale: Locale) => string | null;

// Spec §2 route table; the tag path is not in the spec (same choice as the storefront's table).
const paths: Record<ContentRouteKind, Record<Locale, string>> = {
  page: { cs: '/stranka/{slug}', en: '/en/page/{slug}' },
  content_page: { cs: '/stranka/{slug}', en: '/en/page/{slug}' },
  branch: { cs: '/vydejny/{slug}', en: '/en/branches/{slug}' },
  article: { cs: '/clanek/{slug}', en: '/en/article/{slug}' },
  article_category: { cs: '/clanky/{slug}', en: '/en/articles/{slug}' },
  article_tag: { cs: '/clanky/stitek/{slug}', en: '/en/articles/tag/{slug}' },
  // Categories and virtual categories live on the catch-all route (route name "all").
  category: { cs: '/{slug}', en: '/en/{slug}' },
  virtual_category: { cs: '/{slug}', en: '/en/{slug}' },
};

/** The spec's paths, for stories and tests; the storefront supplies its own route builder. */
export const defaultResolveRoute: ResolveContentRoute = ({ kind, slug }, locale) => {
  const segments = slug.replace(/^\/+|\/+$/g, '');
  if (segments === '') return null;
  const encoded = segments.split('/').map(encodeURIComponent).join('/');
  return paths[kind][locale].replace('{slug}', encoded);
};
