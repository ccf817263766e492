import type { PageMetaJson } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../request/requestContext.ts';
import { siteName } from '../../../ui/DocumentTitle.tsx';
import type { PageMetaData } from '../../../ui/PageMeta.tsx';

/** Editors often end an SEO title with the shop's name; DocumentTitle adds it once. */
function withoutSiteName(title: string | null | undefined): string {
  const suffix = new RegExp(`\\s*[|–-]\\s*${siteName}\\s*$`, 'i');
  return (title ?? '').replace(suffix, '').trim();
}

/** The <title> and meta of a content item: its SEO fields, else its title and perex. */
export function contentSeo(
  context: RequestContext,
  meta: PageMetaJson | null,
  fallback: { title: string; description?: string | null; path: string },
): { documentTitle: string; meta: PageMetaData } {
  return {
    documentTitle: withoutSiteName(meta?.seo_title) || fallback.title,
    meta: {
      description: meta?.seo_description || fallback.description || null,
      keywords: meta?.seo_keywords || null,
      canonical: context.publicOrigin + fallback.path,
      noindex: meta?.meta_noindex ?? false,
      nofollow: meta?.meta_nofollow ?? false,
    },
  };
}
