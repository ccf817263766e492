import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { localeColumn } from './languages.ts';

/** The store's category tree (three levels in the demo); names and slugs live in translations. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => productCategories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_categories_parent_idx').on(t.parentId, t.position)],
);

export const productCategoryTranslations = pgTable(
  'product_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    // A slug resolves to one category per language (the catch-all route looks it up).
    unique('product_category_translations_slug').on(t.locale, t.slug),
  ],
);
