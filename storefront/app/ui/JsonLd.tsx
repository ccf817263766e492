import { serializeJsonLd } from './jsonLd.ts';

/** Structured data for search engines; the content is escaped by serializeJsonLd. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // The only raw HTML the app writes: JSON whose `<` is escaped (architecture, CSP).
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
