import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * A user's named list of products. The wish list is the list with code `wishlist` (spec §9),
 * created on first use; other lists get a random code for `…/shopping-lists/code/{code}`.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [unique('shopping_lists_code').on(t.userId, t.code)],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
    amount: integer('amount').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    unique('shopping_list_items_entry').on(t.listId, t.productId, t.variantId).nullsNotDistinct(),
    check('shopping_list_items_amount', sql`${t.amount} between 1 and 9999`),
  ],
);

/**
 * A price and stock watchdog on a product, for guests too (spec: POST /products/{id}/watchers).
 * The e-mail carries an unsubscribe link whose token's SHA-256 is stored. One-shot: the first
 * notice sets `notifiedAt` and the watch is done (decision 210).
 */
export const productWatchers = pgTable(
  'product_watchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** Notify when the price with tax falls to or below this (null: any drop). */
    priceBelow: bigint('price_below', { mode: 'number' }),
    watchStock: boolean('watch_stock').notNull().default(true),
    watchPrice: boolean('watch_price').notNull().default(false),
    /** The price with tax in `currencyCode` when the watch began: a drop is below this. */
    priceAtStart: bigint('price_at_start', { mode: 'number' }),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('product_watchers_entry').on(t.productId, t.email),
    uniqueIndex('product_watchers_token_idx').on(t.unsubscribeTokenHash),
  ],
);

export const newsletterStatuses = ['pending', 'active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** Double opt-in: `pending` until the link in the e-mail (the user-activate callback) is opened. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 16 }).$type<NewsletterStatus>().notNull(),
    source: varchar('source', { length: 64 }),
    locale: varchar('locale', { length: 8 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(t.email),
    uniqueIndex('newsletter_subscriptions_token_idx').on(t.tokenHash),
    check('newsletter_subscriptions_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'newsletter_subscriptions_status',
      sql`${t.status} in ('pending', 'active', 'unsubscribed')`,
    ),
  ],
);

/** A message from the contact form, kept and e-mailed to the shop. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    subject: varchar('subject', { length: 255 }),
    message: text('message').notNull(),
    /** `contact` or `inquiry` (the simple order / inquiry form). */
    kind: varchar('kind', { length: 16 }).notNull().default('contact'),
    locale: varchar('locale', { length: 8 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_message', sql`length(${t.message}) between 1 and 5000`),
  ],
);
