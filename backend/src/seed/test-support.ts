import { getTableName, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import { selectRows, type Database } from '../db/database.ts';
import { seededTables } from '../db/runtime-tables.ts';
import * as schema from '../db/schema/index.ts';

/** Every row of every seeded table in a stable order (the seed's own records left out: timestamps). */
export async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const content: Record<string, unknown[]> = {};
  for (const table of seededTables) {
    // Whole-row order: any column count, and link tables whose leading columns repeat.
    content[getTableName(table)] = await selectRows(
      db,
      sql`select r.* from ${table} r order by r::text`,
    );
  }
  return content;
}

export const rowCounts = (content: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(content).map(([name, rows]) => [name, rows.length]));

export async function seedRecords(db: Database) {
  return db
    .select()
    .from(schema.seedSections)
    .orderBy(schema.seedSections.name)
    .then((rows) => new Map(rows.map((row) => [row.name, row])));
}

/** A logger that remembers its `info` and `warn` calls. */
export function recordingLog() {
  const info = vi.fn();
  const warn = vi.fn();
  return { log: { info, warn } as unknown as FastifyBaseLogger, info, warn };
}
