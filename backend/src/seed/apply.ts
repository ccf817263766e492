import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { buildDemoData, type DemoData } from './build.ts';
import { defaultProductCount } from './catalogue-write.ts';
import { demoDomain } from './data/languages.ts';
import { countRows, dependantsOf, guardPlan } from './guard.ts';
import { seedSections, type SeedContext, type SeedSection } from './sections.ts';

/**
 * What the seed may do with a database: `seeded` (it holds seed records: apply what changed),
 * `empty` (seed everything), `legacy` (the demo shop written before the seed was versioned: write
 * everything again) or `foreign` (a shop's own data: never touch it).
 */
export type SeedState = 'seeded' | 'empty' | 'legacy' | 'foreign';

export interface SeedRecord {
  name: string;
  version: number;
  params: Record<string, number>;
  /** Rows per table when last written; `{}`: unknown (recorded before counts were kept). */
  rowCounts: Record<string, number>;
}

export interface SeedResult {
  state: SeedState;
  /** Sections written, in order; empty when the database was up to date or foreign. */
  applied: string[];
  /** Rows written per table. */
  rows: Record<string, number>;
  /** Sections due but not written because they hold rows the seed did not write, in order. */
  skipped: string[];
  /** Of those, the ones whose tables changed outside the seed → those tables. */
  edited: Record<string, string[]>;
}

/** Every table the seed may write, i.e. the whole schema except the seed's own records. */
const shopTables = Object.values(schema).filter((table) => table !== schema.seedSections);

export async function seedState(db: Database): Promise<SeedState> {
  const [record] = await db
    .select({ name: schema.seedSections.name })
    .from(schema.seedSections)
    .limit(1);
  if (record) return 'seeded';
  const probes = shopTables.map((table) => sql`exists (select 1 from ${table})`);
  const [used] = await selectRows<{ used: boolean }>(
    db,
    sql`select (${sql.join(probes, sql` or `)}) as used`,
  );
  if (!used?.used) return 'empty';
  // `.localhost` is reserved (RFC 6761): no real shop's settings carry the demo's domain.
  const demo = await db
    .select({ id: schema.shopSettings.id })
    .from(schema.shopSettings)
    .where(sql`${schema.shopSettings.domain} = ${demoDomain}`);
  return demo.length > 0 ? 'legacy' : 'foreign';
}

export function readSeedRecords(db: Database): Promise<SeedRecord[]> {
  return db
    .select({
      name: schema.seedSections.name,
      version: schema.seedSections.version,
      params: schema.seedSections.params,
      rowCounts: schema.seedSections.rowCounts,
    })
    .from(schema.seedSections);
}

const sameParams = (a: Record<string, number>, b: Record<string, number>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The sections to write: missing, of another version or with other params, plus every section
 * depending on one of those (one pass suffices: `sections` lists dependencies first).
 */
export function planSections(
  sections: readonly SeedSection[],
  records: readonly SeedRecord[],
  context: SeedContext,
): SeedSection[] {
  const recorded = new Map(records.map((record) => [record.name, record]));
  const stale = new Set<string>();
  for (const section of sections) {
    const record = recorded.get(section.name);
    if (
      !record ||
      record.version !== section.version ||
      !sameParams(record.params, section.params?.(context) ?? {}) ||
      section.dependsOn.some((name) => stale.has(name))
    ) {
      stale.add(section.name);
    }
  }
  return sections.filter((section) => stale.has(section.name));
}

async function moveIdSequence(tx: Database, table: PgTable) {
  const id = getTableColumns(table).id;
  if (!id) return;
  // A table whose id is not an identity column has no sequence: setval(null, …) is a no-op.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${getTableName(table)}, ${id.name}), coalesce(max(${sql.identifier(id.name)}), 0) + 1, false) from ${table}`,
  );
}

/**
 * One transaction: empty the section's tables and its dependants' (their rows may reference the
 * ones replaced), write the section, record it, and mark the dependants' records stale so that
 * they are written next (or on the next start, if the process stops in between).
 */
function applySection(
  db: Database,
  sections: readonly SeedSection[],
  section: SeedSection,
  context: SeedContext,
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const dependants = dependantsOf(sections, section.name);
    const cleared = [section, ...dependants].flatMap((each) => each.tables);
    // No CASCADE: a table outside the section and its dependants that references these fails loudly.
    if (cleared.length > 0) await tx.execute(sql`truncate table ${sql.join(cleared, sql`, `)}`);
    const rows = await section.write(tx, context);
    for (const table of section.tables) await moveIdSequence(tx, table);
    const record = {
      version: section.version,
      params: section.params?.(context) ?? {},
      rowCounts: await countRows(tx, section.tables),
    };
    await tx
      .insert(schema.seedSections)
      .values({ name: section.name, ...record })
      .onConflictDoUpdate({
        target: schema.seedSections.name,
        set: { ...record, appliedAt: sql`now()` },
      });
    // Version 0: emptied, to be written again; params stay (e.g. the product count). Zero counts:
    // still the seed's own, so the guard lets the dependant be written next.
    for (const dependant of dependants) {
      const empty = Object.fromEntries(dependant.tables.map((table) => [getTableName(table), 0]));
      await tx
        .update(schema.seedSections)
        .set({ version: 0, rowCounts: empty })
        .where(eq(schema.seedSections.name, dependant.name));
    }
    return rows;
  });
}

/**
 * Keeps a shop's own rows: counts the rows of every table the plan would empty (only when
 * something is due, so an up-to-date start stays at two queries) against the recorded counts.
 */
async function guardSeeded(
  db: Database,
  sections: readonly SeedSection[],
  plan: readonly SeedSection[],
  records: readonly SeedRecord[],
) {
  const recorded = new Map(records.flatMap((record) => Object.entries(record.rowCounts)));
  const counts = await countRows(
    db,
    plan.flatMap((section) => section.tables),
  );
  return guardPlan(sections, plan, recorded, counts);
}

/** An unversioned demo keeps the size it was seeded with (`pnpm seed --products N`). */
async function legacyProductCount(db: Database): Promise<number | undefined> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${schema.products}`,
  );
  return row?.count || undefined;
}

export interface ApplyOptions {
  /** Products of the generated catalogue; default: what the database was seeded with, else 1,000. */
  products?: number;
  /** The sections to apply (tests pass bumped versions); default: the demo shop's. */
  sections?: readonly SeedSection[];
}

/** Writes the sections planned for a database in state `state` (never `foreign`). */
export async function applySections(
  db: Database,
  state: Exclude<SeedState, 'foreign'>,
  options: ApplyOptions,
): Promise<SeedResult> {
  const sections = options.sections ?? seedSections;
  const records = state === 'seeded' ? await readSeedRecords(db) : [];
  const held =
    state === 'legacy'
      ? await legacyProductCount(db)
      : records.find((record) => record.name === 'catalogue')?.params.products;
  let data: DemoData | undefined;
  const context: SeedContext = {
    data: () => (data ??= buildDemoData()),
    products: options.products ?? held ?? defaultProductCount,
  };
  const result: SeedResult = { state, applied: [], rows: {}, skipped: [], edited: {} };
  let plan = planSections(sections, records, context);
  if (state === 'seeded' && plan.length > 0) {
    const guarded = await guardSeeded(db, sections, plan, records);
    ({ plan } = guarded);
    Object.assign(result, { skipped: guarded.skipped, edited: guarded.edited });
  }
  for (const section of plan) {
    Object.assign(result.rows, await applySection(db, sections, section, context));
    result.applied.push(section.name);
  }
  return result;
}
