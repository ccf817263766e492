import type { PageMetaJson } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../request/requestContext.ts';
import type { PageMetaData } from '../../../ui/PageMeta.tsx';

/** The <title> and meta of a content item: its SEO fields, else its title and perex. */
export function contentSeo(
  context: RequestContext,
  meta: PageMetaJson | null,
  fallback: { title: string; description?: string | null; path: string },
): { documentTitle: string; meta: PageMetaData } {
  return {
    documentTitle: meta?.seo_title || fallback.title,
    meta: {
      description: meta?.seo_description || fallback.description || null,
      keywords: meta?.seo_keywords || null,
      canonical: context.publicOrigin + fallback.path,
      noindex: meta?.meta_noindex ?? false,
      nofollow: meta?.meta_nofollow ?? false,
    },
  };
}
