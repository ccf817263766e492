import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const orderStatuses = ['new', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['not_required', 'pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A placed order: what the shopper saw and pays, frozen at placement. Amounts are integer minor
 * units of `currency_code`. `code` is the number shoppers quote (derived from `id` in the
 * placing transaction). `cart_id` is unique, so a cart becomes at most one order however
 * often placing is retried. `token_hash` is the SHA-256 of the secret in the order's public link.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    cartId: uuid('cart_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull().default('new'),
    paymentStatus: varchar('payment_status', { length: 16 }).$type<PaymentStatus>().notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    itemsWithTax: bigint('items_with_tax', { mode: 'number' }).notNull(),
    itemsWithoutTax: bigint('items_without_tax', { mode: 'number' }).notNull(),
    shippingWithTax: bigint('shipping_with_tax', { mode: 'number' }).notNull(),
    shippingWithoutTax: bigint('shipping_without_tax', { mode: 'number' }).notNull(),
    paymentWithTax: bigint('payment_with_tax', { mode: 'number' }).notNull(),
    paymentWithoutTax: bigint('payment_without_tax', { mode: 'number' }).notNull(),
    /** Coupon and other order-level discounts (positive numbers, subtracted). */
    discountWithTax: bigint('discount_with_tax', { mode: 'number' }).notNull().default(0),
    discountWithoutTax: bigint('discount_without_tax', { mode: 'number' }).notNull().default(0),
    /** Loyalty credits spent (positive, subtracted from the total). */
    creditsUsed: bigint('credits_used', { mode: 'number' }).notNull().default(0),
    totalWithTax: bigint('total_with_tax', { mode: 'number' }).notNull(),
    totalWithoutTax: bigint('total_without_tax', { mode: 'number' }).notNull(),
    /** Names and prices are frozen here too; ids may later point at deleted rows. */
    shipperId: integer('shipper_id'),
    paymentId: integer('payment_id'),
    branchId: integer('branch_id'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliverySlot: varchar('delivery_slot', { length: 11 }),
    couponId: integer('coupon_id'),
    couponCode: varchar('coupon_code', { length: 64 }),
    /** Customer, business, billing and shipping details as placed (spec §7 place payload). */
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>().notNull(),
    /** Shipper and payment names and other display data frozen at placement. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    /** Consent flags, newsletter, card request, custom map. */
    flags: jsonb('flags').$type<Record<string, unknown>>().notNull().default({}),
    comment: varchar('comment', { length: 2000 }),
    shipperComment: varchar('shipper_comment', { length: 2000 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('orders_code_idx').on(t.code),
    uniqueIndex('orders_token_idx').on(t.tokenHash),
    uniqueIndex('orders_cart_idx').on(t.cartId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check(
      'orders_status',
      sql`${t.status} in ('new', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} in ('not_required', 'pending', 'paid', 'failed', 'cancelled')`,
    ),
    check('orders_total', sql`${t.totalWithTax} >= 0 and ${t.totalWithoutTax} >= 0`),
  ],
);

export const orderItemKinds = ['product', 'gift', 'discount', 'shipping', 'payment'] as const;
export type OrderItemKind = (typeof orderItemKinds)[number];

/** A frozen line of an order. Discount lines carry negative unit prices. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<OrderItemKind>().notNull(),
    /** Position of the parent line for nested items. */
    parentPosition: smallint('parent_position'),
    position: smallint('position').notNull(),
    productId: integer('product_id'),
    variantId: integer('variant_id'),
    code: varchar('code', { length: 64 }),
    name: varchar('name', { length: 255 }).notNull(),
    amount: integer('amount').notNull(),
    unitWithTax: bigint('unit_with_tax', { mode: 'number' }).notNull(),
    unitWithoutTax: bigint('unit_without_tax', { mode: 'number' }).notNull(),
    totalWithTax: bigint('total_with_tax', { mode: 'number' }).notNull(),
    totalWithoutTax: bigint('total_without_tax', { mode: 'number' }).notNull(),
    vatRate: smallint('vat_rate').notNull(),
    forCredits: bigint('for_credits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check(
      'order_items_kind',
      sql`${t.kind} in ('product', 'gift', 'discount', 'shipping', 'payment')`,
    ),
    check('order_items_amount', sql`${t.amount} >= 1`),
  ],
);

export const paymentTransactionStatuses = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentTransactionStatus = (typeof paymentTransactionStatuses)[number];

/**
 * One attempt to pay an order through a provider (a retry after a failure is a new row). The
 * provider's result is applied once: a transaction leaves `pending` only one way. Its `id` is the
 * reference the provider gets, so asking the gateway twice for one attempt gives one payment.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 })
      .$type<PaymentTransactionStatus>()
      .notNull()
      .default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** The provider's id of this payment (the card gateway's `id`), once it answered. */
    externalRef: varchar('external_ref', { length: 128 }),
    /** Where the shopper pays (the gateway's hosted page); a repeated ask answers it again. */
    redirectUrl: varchar('redirect_url', { length: 2048 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('payment_transactions_order_idx').on(t.orderId, t.createdAt),
    // At most one attempt in flight per order: concurrent asks to pay meet here, not at the gateway.
    uniqueIndex('payment_transactions_pending_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('payment_transactions_external_idx').on(t.provider, t.externalRef),
    check(
      'payment_transactions_status',
      sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * Server-side secrets the shop generates for itself, once, and every process shares through the
 * database (nothing per process): `order_links` keys the HMAC that derives an order's link token,
 * so a retried placement answers the same link although only its hash is stored.
 */
export const shopSecrets = pgTable('shop_secrets', {
  name: varchar('name', { length: 32 }).primaryKey(),
  /** 256 random bits, hex. */
  value: varchar('value', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
