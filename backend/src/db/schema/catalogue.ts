import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { currencies } from './currencies.ts';
import { localeColumn } from './languages.ts';

/**
 * Catalogue reference data: brands, parameters and their values, warehouses, price lists and
 * discounts. Products live in catalogue-products.ts, virtual categories in catalogue-virtual.ts.
 */

/** Ids the storefront knows by heart (spec section 9: manufacturer and colour by fixed ids). */
export const manufacturerParameterId = 1;
export const colorParameterId = 2;

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    /** Brand names are proper nouns: one title in every language. */
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull().unique(),
    /** File key of the logo (SVG); see seed/catalogue-images.ts for how demo keys resolve. */
    logoFileKey: varchar('logo_file_key', { length: 512 }),
    /** Higher first in "brands by weight". */
    weight: integer('weight').notNull().default(0),
    /** The brand's landing page; set once virtual categories exist (circular reference). */
    virtualCategoryId: integer('virtual_category_id'),
  },
  (t) => [index('brands_weight_idx').on(t.weight)],
);

export const parameterTypes = ['manufacturer', 'color', 'text', 'number'] as const;
export type ParameterType = (typeof parameterTypes)[number];

export const parameters = pgTable(
  'parameters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    type: varchar('type', { length: 16 }).$type<ParameterType>().notNull(),
    position: integer('position').notNull().default(0),
    /** Offered as a listing facet. */
    filterable: boolean('filterable').notNull().default(true),
    hideOnProductDetail: boolean('hide_on_product_detail').notNull().default(false),
  },
  (t) => [check('parameters_type', sql`${t.type} in ('manufacturer', 'color', 'text', 'number')`)],
);

export const parameterTranslations = pgTable(
  'parameter_translations',
  {
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    unit: varchar('unit', { length: 32 }),
    description: varchar('description', { length: 2048 }),
  },
  (t) => [primaryKey({ columns: [t.parameterId, t.locale] })],
);

export const parameterValues = pgTable(
  'parameter_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    position: integer('position').notNull().default(0),
    /** Colour parameter only: `#rrggbb`. */
    colorHex: varchar('color_hex', { length: 7 }),
    imageFileKey: varchar('image_file_key', { length: 512 }),
    /** Manufacturer values mirror brands one to one. */
    brandId: integer('brand_id')
      .unique()
      .references(() => brands.id, { onDelete: 'cascade' }),
    hideOnProductDetail: boolean('hide_on_product_detail').notNull().default(false),
  },
  (t) => [
    unique('parameter_values_code').on(t.parameterId, t.code),
    index('parameter_values_parameter_idx').on(t.parameterId, t.position),
    check('parameter_values_hex', sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const parameterValueTranslations = pgTable(
  'parameter_value_translations',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    descriptionShort: varchar('description_short', { length: 1024 }),
    descriptionLong: varchar('description_long', { length: 8192 }),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.locale] })],
);

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  /** A supplier's stock: orderable, but ships later. */
  virtual: boolean('virtual').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/**
 * A price list is one currency for one audience: `user_group` null means everyone, otherwise only
 * shoppers in that group (e.g. `VO`, wholesale) see it, before the public list.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'cascade' }),
    userGroup: varchar('user_group', { length: 64 }),
  },
  (t) => [unique('price_lists_audience').on(t.currencyCode, t.userGroup).nullsNotDistinct()],
);

export const discountKinds = ['percentage', 'n_plus_one'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/**
 * A percentage discount is already in the variant prices (original vs unit price); an N+1 discount
 * gives one piece free for every `buy_quantity` bought and is applied in the cart.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    kind: varchar('kind', { length: 16 }).$type<DiscountKind>().notNull(),
    percentage: smallint('percentage'),
    buyQuantity: smallint('buy_quantity'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('discounts_kind', sql`${t.kind} in ('percentage', 'n_plus_one')`),
    check(
      'discounts_amount',
      sql`(${t.kind} = 'percentage' and ${t.percentage} between 1 and 99) or (${t.kind} = 'n_plus_one' and ${t.buyQuantity} >= 1)`,
    ),
  ],
);

export const discountTranslations = pgTable(
  'discount_translations',
  {
    discountId: integer('discount_id')
      .notNull()
      .references((): AnyPgColumn => discounts.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: varchar('name', { length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.locale] })],
);
