import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Languages the shop is published in. Every translation table references `languages.code`, so adding a
 * language is data, not a migration (docs/decisions/003-translations.md).
 */
export const languages = pgTable('languages', {
  code: varchar('code', { length: 8 }).primaryKey(),
  /** BCP 47 tag used for `<html lang>` and number formatting, e.g. `cs-CZ`. */
  iso: varchar('iso', { length: 16 }).notNull(),
  domain: varchar('domain', { length: 255 }).notNull(),
  /** Message catalogue the storefront loads for this language. */
  file: varchar('file', { length: 64 }).notNull(),
  position: integer('position').notNull().default(0),
});

/** The `locale` column of a translation table: part of its primary key, references `languages`. */
export const localeColumn = () =>
  varchar('locale', { length: 8 })
    .notNull()
    .references(() => languages.code, { onDelete: 'cascade' });
