import type { ImageJson as Image, PageMetaJson as PageMeta } from '@vitrina/contracts/content';

export function pageMeta(
  row: {
    slug: string;
    seoTitle?: string | null;
    seoDescription?: string | null;
    seoKeywords?: string | null;
  },
  flags: { metaNoindex?: boolean; metaNofollow?: boolean } = {},
): PageMeta {
  return {
    slug: row.slug,
    seo_title: row.seoTitle ?? null,
    seo_description: row.seoDescription ?? null,
    seo_keywords: row.seoKeywords ?? null,
    meta_noindex: flags.metaNoindex ?? false,
    meta_nofollow: flags.metaNofollow ?? false,
  };
}

export function imageOf(path: string | null | undefined, alt: string | null = null): Image | null {
  return path ? { path, alt } : null;
}
