import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { productCategories } from './categories.ts';
import {
  brands,
  discounts,
  parameters,
  parameterValues,
  priceLists,
  warehouses,
} from './catalogue.ts';
import { localeColumn } from './languages.ts';

/**
 * Products and what hangs off them. Every product has at least one variant (a product "without
 * variants" has exactly one), so prices and stock always belong to a variant.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    ean: varchar('ean', { length: 14 }),
    marketingCode: varchar('marketing_code', { length: 64 }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => productCategories.id),
    vatRate: smallint('vat_rate').notNull().default(21),
    unit: varchar('unit', { length: 16 }).notNull().default('ks'),
    /** Hidden products answer like unknown ones. */
    visible: boolean('visible').notNull().default(true),
    saleable: boolean('saleable').notNull().default(true),
    /** Only shoppers in this group may see it (checkPermissions); null = everyone. */
    requiredUserGroup: varchar('required_user_group', { length: 64 }),
    freeShipping: boolean('free_shipping').notNull().default(false),
    checkStock: boolean('check_stock').notNull().default(true),
    /** Image file keys, main image first. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hoverImage: varchar('hover_image', { length: 512 }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sales rank for the "bestselling" sort: higher sells more. */
    popularity: integer('popularity').notNull().default(0),
    /** Merchandising order within a listing ("position" sort): lower first. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    /**
     * Listing index (denormalised from product_category_links and product_parameter_values):
     * GIN-indexed arrays let a category + facet filter be one bitmap AND over one table.
     */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    valueIds: integer('value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Any variant has stock in any warehouse (the "in stock" filter). */
    inStock: boolean('in_stock').notNull().default(false),
  },
  (t) => [
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_value_ids_idx').using('gin', t.valueIds),
    index('products_ean_idx').on(t.ean),
    index('products_brand_idx').on(t.brandId),
    index('products_main_category_idx').on(t.mainCategoryId),
    index('products_popularity_idx').on(t.popularity),
    index('products_created_idx').on(t.createdAt),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    perex: varchar('perex', { length: 1024 }),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    unique('product_translations_slug').on(t.locale, t.slug),
    index('product_translations_name_idx').on(t.locale, t.name),
  ],
);

/**
 * Which listings show a product: its categories AND their ancestors (`direct` false), so a
 * listing of any category is one index range scan instead of a recursive query.
 */
export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    direct: boolean('direct').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('product_category_links_product_idx').on(t.productId),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull().unique(),
    ean: varchar('ean', { length: 14 }),
    position: smallint('position').notNull().default(0),
    image: varchar('image', { length: 512 }),
    /** Extra days before it ships (pushes the delivery date later). */
    delayDays: smallint('delay_days').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    index('product_variants_ean_idx').on(t.ean),
    check('product_variants_delay', sql`${t.delayDays} >= 0`),
  ],
);

export const variantParameterValues = pgTable(
  'variant_parameter_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.valueId] })],
);

/**
 * Facet index: every value a product has, its own plus its variants' (and its brand's manufacturer
 * value). Filtering by a value is an index lookup on (value_id, product_id).
 */
export const productParameterValues = pgTable(
  'product_parameter_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    index('product_parameter_values_value_idx').on(t.valueId, t.productId),
  ],
);

/**
 * Variant price in one price list, integer minor units. `original_*` is the price before a
 * percentage discount (null when not discounted).
 */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    withTax: bigint('with_tax', { mode: 'number' }).notNull(),
    withoutTax: bigint('without_tax', { mode: 'number' }).notNull(),
    originalWithTax: bigint('original_with_tax', { mode: 'number' }),
    originalWithoutTax: bigint('original_without_tax', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.priceListId] }),
    check('variant_prices_positive', sql`${t.withTax} >= 0 and ${t.withoutTax} >= 0`),
    check(
      'variant_prices_original',
      sql`${t.originalWithTax} is null or ${t.originalWithTax} > ${t.withTax}`,
    ),
  ],
);

/** The cheapest variant price per product and list: what listings show, sort and filter by. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    withTax: bigint('with_tax', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.priceListId] }),
    index('product_prices_sort_idx').on(t.priceListId, t.withTax),
  ],
);

export const variantStock = pgTable(
  'variant_stock',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.warehouseId] }),
    check('variant_stock_quantity', sql`${t.quantity} >= 0`),
  ],
);

export const productDiscounts = pgTable(
  'product_discounts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.discountId] }),
    index('product_discounts_discount_idx').on(t.discountId),
  ],
);

/** A gift shipped free with the product (while the gift is in stock). */
export const productGifts = pgTable(
  'product_gifts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    giftProductId: integer('gift_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.giftProductId] }),
    check('product_gifts_not_self', sql`${t.productId} <> ${t.giftProductId}`),
  ],
);

export const productAlternatives = pgTable(
  'product_alternatives',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    alternativeId: integer('alternative_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.alternativeId] })],
);
