/** A page's search-engine facts from its content's page_meta; the title goes through PageShell. */
export interface PageMetaData {
  description: string | null;
  keywords: string | null;
  /** Absolute URL of the page in this language. */
  canonical: string;
  noindex?: boolean;
  nofollow?: boolean;
}

/** Description, keywords, canonical link and robots; React hoists them into <head>. */
export function PageMeta({ meta }: { meta: PageMetaData }) {
  const robots = [meta.noindex ? 'noindex' : null, meta.nofollow ? 'nofollow' : null].filter(
    Boolean,
  );
  return (
    <>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
      <link rel="canonical" href={meta.canonical} />
      {robots.length ? <meta name="robots" content={robots.join(',')} /> : null}
    </>
  );
}
