import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { localeColumn } from './languages.ts';

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-3, the form addresses use. */
  code: varchar('code', { length: 3 }).primaryKey(),
  iso2: varchar('iso2', { length: 2 }).notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const countryTranslations = pgTable(
  'country_translations',
  {
    countryCode: varchar('country_code', { length: 3 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: varchar('name', { length: 128 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.locale] })],
);
