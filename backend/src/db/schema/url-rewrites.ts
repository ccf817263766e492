import type { UrlRewriteType } from '@vitrina/contracts/content';
import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  uniqueIndex,
  varchar,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { languages, localeColumn } from './languages.ts';

/** Paths are stored the way lookups normalise them: leading slash, lower case, no trailing slash. */
const normalised = (path: PgColumn): SQL =>
  sql`${path} = lower(${path}) and ${path} like '/%' and (${path} = '/' or ${path} not like '%/')`;

/** A content item reachable at its own URL (e.g. `/obchodni-podminky` → page `obchodni-podminky`). */
export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: varchar('type', { length: 32 }).$type<UrlRewriteType>().notNull(),
  },
  (t) => [
    // The contract's urlRewriteTypes; a test checks that the two lists agree.
    check(
      'url_rewrites_type',
      sql`${t.type} in ('page', 'content_page', 'branch', 'article', 'article_category')`,
    ),
  ],
);

/**
 * Per language: the URL path that shows the item (if any) and the item's slug (if it exists in
 * that language). A path belongs to one item per language.
 */
export const urlRewriteTranslations = pgTable(
  'url_rewrite_translations',
  {
    rewriteId: integer('rewrite_id')
      .notNull()
      .references(() => urlRewrites.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    path: varchar('path', { length: 1024 }),
    slug: varchar('slug', { length: 255 }),
  },
  (t) => [
    primaryKey({ columns: [t.rewriteId, t.locale] }),
    uniqueIndex('url_rewrite_translations_locale_path').on(t.locale, t.path),
    check('url_rewrite_translations_path', sql`${t.path} is null or (${normalised(t.path)})`),
    check('url_rewrite_translations_used', sql`${t.path} is not null or ${t.slug} is not null`),
  ],
);

/**
 * Redirects managed as data: 301 to `to_path`, or 410 when the page is gone. A null locale applies
 * to every language; a row for the request's language wins over it.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fromPath: varchar('from_path', { length: 1024 }).notNull(),
    locale: varchar('locale', { length: 8 }).references(() => languages.code, {
      onDelete: 'cascade',
    }),
    toPath: varchar('to_path', { length: 1024 }),
    status: smallint('status').$type<301 | 410>().notNull(),
  },
  (t) => [
    // NULLS NOT DISTINCT: at most one language-independent redirect per path as well.
    unique('redirects_from_path_locale').on(t.fromPath, t.locale).nullsNotDistinct(),
    check('redirects_status', sql`${t.status} in (301, 410)`),
    check('redirects_target', sql`(${t.status} = 301) = (${t.toPath} is not null)`),
    check('redirects_from_path', normalised(t.fromPath)),
  ],
);
