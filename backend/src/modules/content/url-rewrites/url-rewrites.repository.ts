import type { UrlRewriteType } from '@vitrina/contracts/content';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database.ts';
import { urlRewrites, urlRewriteTranslations } from '../../../db/schema/index.ts';

const matched = alias(urlRewriteTranslations, 'matched');
const other = alias(urlRewriteTranslations, 'other');

/** The item shown at `path` in `locale`, one row per language it has a slug in (none: no match). */
export function selectUrlRewrite(db: Database, locale: string, path: string) {
  return db
    .select({ type: urlRewrites.type, locale: other.locale, slug: other.slug })
    .from(urlRewrites)
    .innerJoin(
      matched,
      and(
        eq(matched.rewriteId, urlRewrites.id),
        eq(matched.locale, locale),
        eq(matched.path, path),
      ),
    )
    .leftJoin(other, and(eq(other.rewriteId, urlRewrites.id), isNotNull(other.slug)))
    .orderBy(asc(other.locale));
}

/** Paths of the items of a type with these slugs in `locale` (items without a path left out). */
export function selectPathsBySlugs(
  db: Database,
  type: UrlRewriteType,
  locale: string,
  slugs: readonly string[],
) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ slug: urlRewriteTranslations.slug, path: urlRewriteTranslations.path })
    .from(urlRewriteTranslations)
    .innerJoin(urlRewrites, eq(urlRewrites.id, urlRewriteTranslations.rewriteId))
    .where(
      and(
        eq(urlRewrites.type, type),
        eq(urlRewriteTranslations.locale, locale),
        inArray(urlRewriteTranslations.slug, [...slugs]),
        isNotNull(urlRewriteTranslations.path),
      ),
    );
}
