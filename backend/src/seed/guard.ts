import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '../db/database.ts';
import type { SeedSection } from './sections.ts';

/**
 * Guards a shop that started from the demo and then added or removed rows of its own: re-applying
 * a section empties its tables, so a section whose row counts differ from what the seed recorded
 * is left alone (docs/decisions/014-versioned-seed.md).
 */

/** Rows per table, `{ table_name: n }`, in one query. */
export async function countRows(
  db: Database,
  tables: readonly PgTable[],
): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const columns = tables.map(
    (table) => sql`(select count(*)::int from ${table}) as ${sql.identifier(getTableName(table))}`,
  );
  const [row] = await selectRows<Record<string, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return row ?? {};
}

/** Sections that depend on `name`, directly or not, in order. */
export function dependantsOf(sections: readonly SeedSection[], name: string): SeedSection[] {
  const reached = new Set([name]);
  return sections.filter((section) => {
    if (!section.dependsOn.some((dependency) => reached.has(dependency))) return false;
    reached.add(section.name);
    return true;
  });
}

export interface GuardedPlan {
  /** The planned sections that may be written, in order. */
  plan: SeedSection[];
  /** Planned sections whose tables changed outside the seed → those tables. */
  edited: Record<string, string[]>;
  /** Planned sections not written: the edited ones and every one whose write would touch them. */
  skipped: string[];
}

/**
 * Drops from `plan` the sections with edited tables (current count ≠ recorded count; a table no
 * record counts is trusted), the sections depending on them (they would point at rows that were
 * not replaced) and the sections they depend on (their apply empties the dependants' tables),
 * repeated until nothing more drops: writing any of them would lose or orphan the shop's rows.
 */
export function guardPlan(
  sections: readonly SeedSection[],
  plan: readonly SeedSection[],
  recorded: ReadonlyMap<string, number>,
  counts: Readonly<Record<string, number>>,
): GuardedPlan {
  const edited: Record<string, string[]> = {};
  for (const section of plan) {
    const tables = section.tables
      .map(getTableName)
      .filter((table) => recorded.has(table) && recorded.get(table) !== counts[table]);
    if (tables.length > 0) edited[section.name] = tables;
  }
  const skipped = new Set(Object.keys(edited));
  for (let grew = skipped.size > 0; grew;) {
    grew = false;
    for (const section of plan) {
      if (skipped.has(section.name)) continue;
      const touches =
        section.dependsOn.some((name) => skipped.has(name)) ||
        dependantsOf(sections, section.name).some((dependant) => skipped.has(dependant.name));
      if (!touches) continue;
      skipped.add(section.name);
      grew = true;
    }
  }
  return {
    plan: plan.filter((section) => !skipped.has(section.name)),
    edited,
    skipped: plan.map((section) => section.name).filter((name) => skipped.has(name)),
  };
}
