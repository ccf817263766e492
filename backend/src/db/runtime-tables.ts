import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/**
 * Tables the running shop writes (accounts, carts, orders, lists, subscriptions): never seeded and
 * never emptied by the seed. They reference seeded rows (products, shippers, languages…) by value,
 * without foreign keys, so re-seeding the demo catalogue never fails on them or deletes them
 * (docs/decisions/034-write-side-model.md).
 */
export const runtimeTables: readonly PgTable[] = [
  schema.users,
  schema.userTokens,
  schema.creditTransactions,
  schema.userAddresses,
  schema.rateLimitCounters,
  schema.coupons,
  schema.couponCurrencyTerms,
  schema.carts,
  schema.cartItems,
  schema.cartGifts,
  schema.orders,
  schema.orderItems,
  schema.paymentTransactions,
  schema.shoppingLists,
  schema.shoppingListItems,
  schema.productWatchers,
  schema.newsletterSubscriptions,
  schema.contactMessages,
  schema.mailOutbox,
  schema.shopSecrets,
];

/** Every table the demo seed owns: the whole schema but the runtime tables and its own records. */
export const seededTables: readonly PgTable[] = Object.values(schema).filter(
  (table) => table !== schema.seedSections && !runtimeTables.includes(table),
);
