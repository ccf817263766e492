import type { Locale } from '../../i18n/locale.ts';
import { hasFilters, type ListingState } from './listing/listingState.ts';

/** What the category page puts into <head>. */
export interface CategoryMeta {
  title: string;
  description: string | null;
  canonical: string;
  /** `noindex`, `nofollow`, both, or null for the default (index, follow). */
  robots: string | null;
}

/**
 * Page meta of a category (spec §3 page_meta): the editors' SEO title and description, the
 * canonical address and robots. A filtered listing points at its canonical virtual category
 * when the content server names one, else at the plain category; page N of the plain listing is
 * its own canonical page, so page 2… are crawled.
 */
export function categoryMeta(input: {
  origin: string;
  locale: Locale;
  title: string;
  basePath: string;
  state: ListingState;
  pageMeta: {
    seo_title: string | null;
    seo_description: string | null;
    meta_noindex: boolean;
    meta_nofollow: boolean;
  } | null;
  description: string | null;
  canonicalPath: string | null;
}): CategoryMeta {
  const { state, pageMeta } = input;
  const plain = !hasFilters(state) && state.sort === 'position';
  const page = plain && state.page > 1 ? `?page=${state.page}` : '';
  const robots = [
    pageMeta?.meta_noindex ? 'noindex' : null,
    pageMeta?.meta_nofollow ? 'nofollow' : null,
  ].filter(Boolean);
  return {
    title: pageMeta?.seo_title?.trim() || input.title,
    description: pageMeta?.seo_description?.trim() || input.description,
    canonical: input.origin + (input.canonicalPath ?? input.basePath) + page,
    robots: robots.length > 0 ? robots.join(', ') : null,
  };
}
