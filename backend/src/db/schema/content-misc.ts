import type { RichTextNode } from '@vitrina/contracts/content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue-products.ts';
import { localeColumn } from './languages.ts';

/** Glossary terms. */
export const terms = pgTable('terms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
});

export const termTranslations = pgTable(
  'term_translations',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    pageTitle: varchar('page_title', { length: 255 }),
    perex: text('perex'),
    description: jsonb('description').$type<RichTextNode>(),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.locale] }),
    unique('term_translations_slug').on(t.locale, t.slug),
  ],
);

export const termReferenceTypes = ['category', 'product', 'virtual_category', 'term'] as const;
export type TermReferenceType = (typeof termReferenceTypes)[number];

/**
 * What a term links to. Catalogue ids are kept as text references (the CMS does the same): the
 * catalogue may be another system, and a dangling reference only hides one link.
 */
export const termReferences = pgTable(
  'term_references',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    refType: varchar('ref_type', { length: 32 }).$type<TermReferenceType>().notNull(),
    refId: varchar('ref_id', { length: 64 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.refType, t.refId] }),
    check(
      'term_references_type',
      sql`${t.refType} in ('category', 'product', 'virtual_category', 'term')`,
    ),
  ],
);

export const wideBanners = pgTable(
  'wide_banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    enabled: boolean('enabled').notNull().default(true),
    /** Higher first. */
    weight: integer('weight').notNull().default(0),
    image: varchar('image', { length: 512 }).notNull(),
    imageMobile: varchar('image_mobile', { length: 512 }),
  },
  (t) => [index('wide_banners_weight_idx').on(t.weight)],
);

export const wideBannerTranslations = pgTable(
  'wide_banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => wideBanners.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    text: varchar('text', { length: 1024 }),
    text2: varchar('text_2', { length: 1024 }),
    buttonText: varchar('button_text', { length: 255 }),
    url: varchar('url', { length: 1024 }),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.locale] })],
);

export const infoBoxes = pgTable('info_boxes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** A theme colour name or hex; null = the default box style. */
  boxColor: varchar('box_color', { length: 32 }),
  order: integer('order').notNull().default(0),
});

export const infoBoxTranslations = pgTable(
  'info_box_translations',
  {
    infoBoxId: integer('info_box_id')
      .notNull()
      .references(() => infoBoxes.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    text: jsonb('text').$type<RichTextNode>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.infoBoxId, t.locale] })],
);

export const faqQuestions = pgTable('faq_questions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull().default(0),
  /** Store category ids whose page lists this question. */
  categoryIds: integer('category_ids').array().notNull().default([]),
});

export const faqQuestionTranslations = pgTable(
  'faq_question_translations',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => faqQuestions.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 512 }).notNull(),
    content: jsonb('content').$type<RichTextNode>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.locale] })],
);

export const featuredProductTypes = ['new', 'sale', 'tip'] as const;
export type FeaturedProductType = (typeof featuredProductTypes)[number];

/** Editorial product picks per type (homepage and landing boxes), in display order. */
export const featuredProducts = pgTable(
  'featured_products',
  {
    type: varchar('type', { length: 16 }).$type<FeaturedProductType>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.productId] }),
    index('featured_products_order_idx').on(t.type, t.position),
    check('featured_products_type', sql`${t.type} in ('new', 'sale', 'tip')`),
  ],
);
