import type { RichTextNode } from '@vitrina/contracts/content';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { localeColumn } from './languages.ts';

/** SEO columns every sluggable content translation carries (spec §3 page_meta). */
const seoColumns = () => ({
  slug: varchar('slug', { length: 255 }).notNull(),
  seoTitle: varchar('seo_title', { length: 255 }),
  seoDescription: varchar('seo_description', { length: 1024 }),
  seoKeywords: varchar('seo_keywords', { length: 1024 }),
});

export const articleAuthors = pgTable('article_authors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  authorHasPage: boolean('author_has_page').notNull().default(false),
  imagePath: varchar('image_path', { length: 512 }),
});

export const articleAuthorTranslations = pgTable(
  'article_author_translations',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => articleAuthors.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    perex: text('perex'),
    content: jsonb('content').$type<RichTextNode>(),
    ...seoColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.locale] }),
    unique('article_author_translations_slug').on(t.locale, t.slug),
  ],
);

export const articleCategories = pgTable('article_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The top-level category a sub-category belongs to (spec: "category reference with master category"). */
  masterCategoryId: integer('master_category_id').references(
    (): AnyPgColumn => articleCategories.id,
    { onDelete: 'set null' },
  ),
  position: integer('position').notNull().default(0),
});

export const articleCategoryTranslations = pgTable(
  'article_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    perex: text('perex'),
    ...seoColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    unique('article_category_translations_slug').on(t.locale, t.slug),
  ],
);

export const articleTags = pgTable('article_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
});

export const articleTagTranslations = pgTable(
  'article_tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => articleTags.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    ...seoColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.locale] }),
    unique('article_tag_translations_slug').on(t.locale, t.slug),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Lists show articles published up to now, newest first; a future date schedules one. */
    datePublished: timestamp('date_published', { withTimezone: true }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    imagePath: varchar('image_path', { length: 512 }),
    authorId: integer('author_id').references(() => articleAuthors.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => articleCategories.id, {
      onDelete: 'set null',
    }),
    /** Site codes the article shows on; a list filtered by site shows only articles naming it. */
    siteEnabled: varchar('site_enabled', { length: 32 }).array().notNull().default([]),
    metaNoindex: boolean('meta_noindex').notNull().default(false),
    metaNofollow: boolean('meta_nofollow').notNull().default(false),
  },
  (t) => [
    index('articles_published_idx').on(t.datePublished),
    index('articles_category_idx').on(t.categoryId, t.datePublished),
    index('articles_author_idx').on(t.authorId, t.datePublished),
  ],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    shortTitle: varchar('short_title', { length: 255 }),
    perex: text('perex'),
    content: jsonb('content').$type<RichTextNode>(),
    imageAlt: varchar('image_alt', { length: 255 }),
    ...seoColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    unique('article_translations_slug').on(t.locale, t.slug),
  ],
);

export const articleTagLinks = pgTable(
  'article_tag_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => articleTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index('article_tag_links_tag_idx').on(t.tagId),
  ],
);
