import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { productCategories } from './categories.ts';
import { parameters, parameterValues } from './catalogue.ts';
import { currencies } from './currencies.ts';
import { localeColumn } from './languages.ts';

/**
 * A virtual category is a saved listing: a store category narrowed by parameter values and an
 * optional price range (e.g. "Red trainers" = Trainers + colour red). It has its own URL and SEO.
 */
export const virtualCategories = pgTable(
  'virtual_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The store category it slices; null slices the whole catalogue. */
    categoryId: integer('category_id').references(() => productCategories.id, {
      onDelete: 'cascade',
    }),
    priceFrom: bigint('price_from', { mode: 'number' }),
    priceTo: bigint('price_to', { mode: 'number' }),
    /** Currency of price_from/price_to, required when either is set. */
    priceCurrencyCode: varchar('price_currency_code', { length: 3 }).references(
      () => currencies.code,
    ),
    position: integer('position').notNull().default(0),
    metaNoindex: boolean('meta_noindex').notNull().default(false),
    metaNofollow: boolean('meta_nofollow').notNull().default(false),
  },
  (t) => [
    index('virtual_categories_category_idx').on(t.categoryId),
    check(
      'virtual_categories_price_currency',
      sql`(${t.priceFrom} is null and ${t.priceTo} is null) or ${t.priceCurrencyCode} is not null`,
    ),
  ],
);

export const virtualCategoryTranslations = pgTable(
  'virtual_category_translations',
  {
    virtualCategoryId: integer('virtual_category_id')
      .notNull()
      .references(() => virtualCategories.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    seoTitle: varchar('seo_title', { length: 255 }),
    seoDescription: varchar('seo_description', { length: 1024 }),
  },
  (t) => [
    primaryKey({ columns: [t.virtualCategoryId, t.locale] }),
    unique('virtual_category_translations_slug').on(t.locale, t.slug),
  ],
);

/** Values a virtual category requires: any value of a parameter, every parameter listed. */
export const virtualCategoryFilters = pgTable(
  'virtual_category_filters',
  {
    virtualCategoryId: integer('virtual_category_id')
      .notNull()
      .references(() => virtualCategories.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.virtualCategoryId, t.valueId] })],
);

/**
 * Tags that slice a virtual category further (spec §3 `sliced_tags`), shown as chips on its page:
 * each adds its own values to the virtual category's filter ("Red trainers" › "Leather").
 */
export const virtualCategoryTags = pgTable(
  'virtual_category_tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    virtualCategoryId: integer('virtual_category_id')
      .notNull()
      .references(() => virtualCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('virtual_category_tags_category_idx').on(t.virtualCategoryId)],
);

export const virtualCategoryTagTranslations = pgTable(
  'virtual_category_tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => virtualCategoryTags.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] })],
);

/** Values a tag adds, with the same rule as the virtual category's: OR within a parameter, AND across. */
export const virtualCategoryTagFilters = pgTable(
  'virtual_category_tag_filters',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => virtualCategoryTags.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.valueId] })],
);
