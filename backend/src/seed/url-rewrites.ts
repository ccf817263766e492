import type * as schema from '../db/schema/index.ts';
import { redirectSpecs, urlRewriteSpecs } from './data/url-rewrites.ts';
import type { RowsOf } from './rows.ts';

export type RewriteRows = RowsOf<
  Pick<typeof schema, 'urlRewrites' | 'urlRewriteTranslations' | 'redirects'>
>;

/** Specs → rows with ids in list order, the same on every run. */
export function buildUrlRewriteRows(): RewriteRows {
  const urlRewrites = urlRewriteSpecs.map(({ type }, index) => ({ id: index + 1, type }));
  const urlRewriteTranslations = urlRewriteSpecs.flatMap((spec, index) =>
    (['cs', 'en'] as const)
      .filter((locale) => spec[locale].path !== undefined || spec[locale].slug !== undefined)
      .map((locale) => ({
        rewriteId: index + 1,
        locale,
        path: spec[locale].path ?? null,
        slug: spec[locale].slug ?? null,
      })),
  );
  const redirects = redirectSpecs.map(({ from, locale, to }, index) => ({
    id: index + 1,
    fromPath: from,
    locale: locale ?? null,
    toPath: to ?? null,
    status: to === undefined ? (410 as const) : (301 as const),
  }));
  return { urlRewrites, urlRewriteTranslations, redirects };
}
