import type { ContentBlockJson, RichTextNode } from '@vitrina/contracts/content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { localeColumn } from './languages.ts';

export const pageKinds = ['page', 'content_page'] as const;
export type PageKind = (typeof pageKinds)[number];

/**
 * Pages (legal and info pages listed in the page menu) and content pages (built from blocks). One
 * table: both have the same fields; `kind` keeps their slugs and queries apart.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 16 }).$type<PageKind>().notNull(),
    position: integer('position').notNull().default(0),
    /** Listed by the "all pages" query (the page menu). */
    inMenu: boolean('in_menu').notNull().default(true),
    contactBoxShowButton: boolean('contact_box_show_button').notNull().default(false),
    metaNoindex: boolean('meta_noindex').notNull().default(false),
    metaNofollow: boolean('meta_nofollow').notNull().default(false),
  },
  (t) => [check('content_pages_kind', sql`${t.kind} in ('page', 'content_page')`)],
);

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    content: jsonb('content').$type<RichTextNode>(),
    contentBlocks: jsonb('content_blocks').$type<ContentBlockJson[]>().notNull().default([]),
    contactBoxTitle: varchar('contact_box_title', { length: 255 }),
    contactBoxDescription: varchar('contact_box_description', { length: 2048 }),
    seoTitle: varchar('seo_title', { length: 255 }),
    seoDescription: varchar('seo_description', { length: 1024 }),
    seoKeywords: varchar('seo_keywords', { length: 1024 }),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    unique('content_page_translations_slug').on(t.locale, t.slug),
  ],
);
