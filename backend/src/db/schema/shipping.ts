import type { PaymentType, ShipperType } from '@vitrina/contracts/store';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries } from './countries.ts';
import { currencies } from './currencies.ts';
import { localeColumn } from './languages.ts';

/** Lead time and cut-off drive delivery dates (modules/delivery-times); all in shop time. */
export const shippers = pgTable(
  'shippers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    type: varchar('type', { length: 32 }).$type<ShipperType>().notNull(),
    position: integer('position').notNull().default(0),
    requiredAddress: boolean('required_address').notNull(),
    hasBranches: boolean('has_branches').notNull(),
    leadDays: smallint('lead_days').notNull(),
    cutoffHour: smallint('cutoff_hour').notNull(),
    /** `HH:MM-HH:MM` windows the customer chooses from; empty means all-day delivery. */
    timeSlots: jsonb('time_slots').$type<string[]>().notNull().default([]),
  },
  (t) => [
    // The contract's shipperTypes; a test checks that the two lists agree.
    check('shippers_type', sql`${t.type} in ('COURIER', 'POST', 'PICKUP_NETWORK', 'PERSONAL')`),
    check('shippers_lead_days', sql`${t.leadDays} between 0 and 30`),
    check('shippers_cutoff_hour', sql`${t.cutoffHour} between 0 and 24`),
  ],
);

export const shipperTranslations = pgTable(
  'shipper_translations',
  {
    shipperId: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1024 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.shipperId, t.locale] })],
);

/**
 * Price per currency in minor units, with and without VAT (stored, not derived, so rounding is
 * the shop's decision). A shipper without a row for a currency is not offered in it.
 */
export const shipperPrices = pgTable(
  'shipper_prices',
  {
    shipperId: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'cascade' }),
    priceWithTax: bigint('price_with_tax', { mode: 'number' }).notNull(),
    priceWithoutTax: bigint('price_without_tax', { mode: 'number' }).notNull(),
    /** Order value (with tax) from which the shipper is free; null: never free. */
    freeFrom: bigint('free_from', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.shipperId, t.currencyCode] }),
    check(
      'shipper_prices_amounts',
      sql`${t.priceWithoutTax} >= 0 and ${t.priceWithoutTax} <= ${t.priceWithTax} and (${t.freeFrom} is null or ${t.freeFrom} >= 0)`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    type: varchar('type', { length: 32 }).$type<PaymentType>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check(
      'payments_type',
      sql`${t.type} in ('CARD_ONLINE', 'BANK_TRANSFER', 'CASH_ON_DELIVERY', 'CASH')`,
    ),
  ],
);

export const paymentTranslations = pgTable(
  'payment_translations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1024 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.locale] })],
);

export const paymentPrices = pgTable(
  'payment_prices',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'cascade' }),
    priceWithTax: bigint('price_with_tax', { mode: 'number' }).notNull(),
    priceWithoutTax: bigint('price_without_tax', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.currencyCode] }),
    check(
      'payment_prices_amounts',
      sql`${t.priceWithoutTax} >= 0 and ${t.priceWithoutTax} <= ${t.priceWithTax}`,
    ),
  ],
);

/** Shipper–payment pairs a customer cannot choose (e.g. cash on delivery at a pick-up in store). */
export const shipperBlockedPayments = pgTable(
  'shipper_blocked_payments',
  {
    shipperId: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shipperId, t.paymentId] })],
);

/** `{ dayOfWeek: 1..7 (ISO), opens: 'HH:MM', closes: 'HH:MM' }`; closed days are absent. */
export interface OpeningHoursRow {
  dayOfWeek: number;
  opens: string;
  closes: string;
}

/**
 * A pick-up place of a shipper: the shop's stores for the PERSONAL shipper (content branches point
 * at them by id), pick-up points for a network. `remote_id` is the shipper's own id.
 */
export const shipperBranches = pgTable(
  'shipper_branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipperId: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    remoteId: varchar('remote_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    street: varchar('street', { length: 255 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    postcode: varchar('postcode', { length: 32 }).notNull(),
    countryCode: varchar('country_code', { length: 3 })
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHoursRow[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('shipper_branches_remote_id').on(t.shipperId, t.remoteId),
    index('shipper_branches_shipper_idx').on(t.shipperId, t.city, t.name),
    check(
      'shipper_branches_gps',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);
