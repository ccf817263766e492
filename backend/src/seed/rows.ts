import type { PgTable } from 'drizzle-orm/pg-core';

/** The rows the seed inserts into one table. */
export type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** The rows of several tables, keyed like the record of tables they go to. */
export type RowsOf<Tables extends Record<string, PgTable>> = {
  [K in keyof Tables]: Rows<Tables[K]>;
};
