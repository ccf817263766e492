import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { localeColumn } from './languages.ts';

export const currencies = pgTable(
  'currencies',
  {
    /** ISO 4217 code. Money elsewhere is integer minor units plus this code. */
    code: varchar('code', { length: 3 }).primaryKey(),
    decimalPlaces: integer('decimal_places').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Shop thresholds in this currency's minor units; per currency so no float conversion is needed. */
    freeShippingAt: bigint('free_shipping_at', { mode: 'number' }),
    orderGiftAt: bigint('order_gift_at', { mode: 'number' }),
    orderMinimumValue: bigint('order_minimum_value', { mode: 'number' }),
  },
  (t) => [check('currencies_decimal_places', sql`${t.decimalPlaces} between 0 and 4`)],
);

/** How a currency is written differs by language (`1 500,00 Kč` vs `1,500.00 Kč`). */
export const currencyFormats = pgTable(
  'currency_formats',
  {
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'cascade' }),
    locale: localeColumn(),
    symbol: varchar('symbol', { length: 8 }).notNull(),
    symbolPlacement: varchar('symbol_placement', { length: 5 }).$type<'left' | 'right'>().notNull(),
    decimalPoint: varchar('decimal_point', { length: 4 }).notNull(),
    millesimalPoint: varchar('millesimal_point', { length: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currencyCode, t.locale] }),
    check('currency_formats_placement', sql`${t.symbolPlacement} in ('left', 'right')`),
  ],
);
