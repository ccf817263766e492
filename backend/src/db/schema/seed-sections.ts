import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Which versions of the demo seed's sections this database holds (docs/decisions/014-versioned-seed.md).
 * Rows exist only in a database the seed created; a shop's own database has none.
 */
export const seedSections = pgTable('seed_sections', {
  name: varchar('name', { length: 64 }).primaryKey(),
  /** 0: emptied because a section it depends on was re-applied; written again next. */
  version: integer('version').notNull(),
  /** Inputs besides the code that shaped the rows, e.g. `{ "products": 1000 }` for the catalogue. */
  params: jsonb('params').$type<Record<string, number>>().notNull().default({}),
  /**
   * Rows per table of the section when the seed last wrote it (0s once a parent's apply emptied
   * them); `{}` in records from before it existed (unknown). Rows added or removed since then are a
   * shop's own edits, which a re-apply would lose, so it is skipped.
   */
  rowCounts: jsonb('row_counts').$type<Record<string, number>>().notNull().default({}),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
