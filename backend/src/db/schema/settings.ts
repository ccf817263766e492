import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { countries } from './countries.ts';
import { localeColumn } from './languages.ts';

/** The shop's one settings row (id is always 1); thresholds per currency live on `currencies`. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    domain: varchar('domain', { length: 255 }).notNull(),
    contactName: varchar('contact_name', { length: 255 }).notNull(),
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 64 }).notNull(),
    contactStreet: varchar('contact_street', { length: 255 }).notNull(),
    contactCity: varchar('contact_city', { length: 255 }).notNull(),
    contactPostcode: varchar('contact_postcode', { length: 32 }).notNull(),
    contactCountryCode: varchar('contact_country_code', { length: 3 })
      .notNull()
      .references(() => countries.code),
    shoppingDisabled: boolean('shopping_disabled').notNull().default(false),
    /** Feature functions of spec section 6, e.g. `{ "wishList": true }`. */
    functions: jsonb('functions').$type<Record<string, boolean>>().notNull().default({}),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

export const shopSettingsTranslations = pgTable(
  'shop_settings_translations',
  {
    settingsId: smallint('settings_id')
      .notNull()
      .default(1)
      .references(() => shopSettings.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    metaTitle: varchar('meta_title', { length: 255 }).notNull(),
    metaDescription: varchar('meta_description', { length: 1024 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.settingsId, t.locale] })],
);
