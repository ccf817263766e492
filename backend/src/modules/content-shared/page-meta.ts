/** `page_meta` of spec §3 as the GraphQL schema returns it. */
export interface PageMeta {
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  meta_noindex: boolean;
  meta_nofollow: boolean;
}

export interface Image {
  path: string;
  alt: string | null;
}

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
