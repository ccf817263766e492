import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue-products.ts';
import { currencies } from './currencies.ts';
import { users } from './accounts.ts';
import { languages } from './languages.ts';

/** A shopper's rating (0–100, shown as stars) with an optional text, in the language written. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 255 }).notNull(),
    /** The registered author; one review per user and product. Seeded reviews have none. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    locale: varchar('locale', { length: 8 })
      .notNull()
      .references(() => languages.code),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('product_reviews_time_idx').on(t.productId, t.createdAt),
    index('product_reviews_rating_idx').on(t.productId, t.rating),
    uniqueIndex('product_reviews_user_idx')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} is not null`),
    check('product_reviews_rating', sql`${t.rating} between 0 and 100`),
    check('product_reviews_text', sql`${t.text} is null or length(${t.text}) > 0`),
  ],
);

/** A question or remark on a product; replies (often the shop's) point at it with `parent_id`. */
export const productComments = pgTable(
  'product_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => productComments.id, {
      onDelete: 'cascade',
    }),
    author: varchar('author', { length: 255 }).notNull(),
    isShopReply: boolean('is_shop_reply').notNull().default(false),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('product_comments_product_idx').on(t.productId, t.parentId, t.createdAt),
    index('product_comments_parent_idx').on(t.parentId),
    check('product_comments_text', sql`length(${t.text}) > 0`),
  ],
);

/** A product given free with an order above a value (spec: Gift id, price_from). */
export const orderGifts = pgTable(
  'order_gifts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('order_gifts_position_idx').on(t.position)],
);

/** Order value with tax (minor units) from which the gift is offered, per currency. */
export const orderGiftThresholds = pgTable(
  'order_gift_thresholds',
  {
    giftId: integer('gift_id')
      .notNull()
      .references(() => orderGifts.id, { onDelete: 'cascade' }),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'cascade' }),
    priceFrom: bigint('price_from', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.giftId, t.currencyCode] }),
    check('order_gift_thresholds_price', sql`${t.priceFrom} >= 0`),
  ],
);
