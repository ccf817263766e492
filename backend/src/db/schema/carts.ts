import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const couponKinds = ['percent', 'amount', 'free_shipping'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * A promo code. Codes are stored upper-cased. `used_count` is raised in the order transaction
 * under a row lock, so `max_uses` holds under concurrency.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<CouponKind>().notNull(),
    /** For `percent`: 1–100. */
    percent: smallint('percent'),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'string' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'string' }),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_kind', sql`${t.kind} in ('percent', 'amount', 'free_shipping')`),
    check(
      'coupons_percent',
      sql`(${t.kind} = 'percent') = (${t.percent} is not null) and (${t.percent} is null or ${t.percent} between 1 and 100)`,
    ),
    check(
      'coupons_uses',
      sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`,
    ),
  ],
);

/**
 * Per-currency terms of a coupon: the amount off (for `amount` coupons) and the minimum order
 * value (items with tax). A coupon without a row for the cart's currency does not apply.
 */
export const couponCurrencyTerms = pgTable(
  'coupon_currency_terms',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    amountOffWithTax: bigint('amount_off_with_tax', { mode: 'number' }),
    minOrderValue: bigint('min_order_value', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.currencyCode] }),
    check(
      'coupon_currency_terms_amounts',
      sql`(${t.amountOffWithTax} is null or ${t.amountOffWithTax} > 0) and (${t.minOrderValue} is null or ${t.minOrderValue} >= 0)`,
    ),
  ],
);

export const cartStatuses = ['open', 'placed'] as const;
export type CartStatus = (typeof cartStatuses)[number];

/**
 * A shopping cart: a guest's (found by the SHA-256 of its token) or a user's (at most one open
 * cart per user). Prices are never stored here: they are computed from the catalogue on read.
 * `checkout` holds the shopper's checkout input (spec §3 "Checkout input") between steps.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).$type<CartStatus>().notNull().default('open'),
    couponId: integer('coupon_id'),
    /** Loyalty credits the shopper wants to spend on this cart (minor units). */
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
    shipperId: integer('shipper_id'),
    paymentId: integer('payment_id'),
    branchId: integer('branch_id'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** `HH:MM-HH:MM` from the shipper's slots. */
    deliverySlot: varchar('delivery_slot', { length: 11 }),
    checkout: jsonb('checkout').$type<Record<string, unknown>>().notNull().default({}),
    /** The order this cart became (set in the placing transaction; the exactly-once key). */
    placedOrderId: integer('placed_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** Guest carts expire (cookie lifetime 1 day, spec §9); a user's cart does not. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('carts_token_idx').on(t.tokenHash),
    uniqueIndex('carts_user_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('carts_expires_idx').on(t.expiresAt),
    check('carts_status', sql`${t.status} in ('open', 'placed')`),
    check('carts_credits', sql`${t.credits} >= 0`),
    check('carts_owner', sql`${t.tokenHash} is not null or ${t.userId} is not null`),
  ],
);

/**
 * A line of a cart. `parent_id` nests an item under another (a service or accessory sold with a
 * product); `for_credits` marks a line bought with loyalty credits. The same variant may stand on
 * several lines (`newLine`), so stock checks sum per variant.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    amount: integer('amount').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => cartItems.id, {
      onDelete: 'cascade',
    }),
    forCredits: boolean('for_credits').notNull().default(false),
    custom: jsonb('custom').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId, t.id),
    index('cart_items_variant_idx').on(t.variantId),
    check('cart_items_amount', sql`${t.amount} between 1 and 9999`),
  ],
);

/** Order gifts the shopper picked for this cart (spec "selectedGifts"). */
export const cartGifts = pgTable(
  'cart_gifts',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftId] })],
);
