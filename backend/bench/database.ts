import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { selectRows } from '../src/db/database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { reseedDemo } from '../src/seed/index.ts';

/** Its own database on the local server, so the `test` database of the test suite is never touched. */
export const defaultBenchUrl = 'postgres://postgres@127.0.0.1:5432/vitrina_bench';

/** Creates the database named in `url` when missing (connecting to `postgres` on the same server). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`Unsupported database name ${JSON.stringify(name)}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await client`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await client.unsafe(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

async function productCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from products`,
  );
  return row?.n ?? 0;
}

/**
 * Migrates, then seeds the demo shop with `products` products unless that many are there already
 * (the same generator as `pnpm seed --products N`), and refreshes planner statistics. Migrations
 * added since the last run apply to the seeded database as they would to a shop's (no reseed).
 */
export async function prepareBenchDatabase(
  url: string,
  products: number,
  options: { fresh: boolean; log: (line: string) => void; onQuery?: (statement: string) => void },
): Promise<DatabaseHandle> {
  await ensureDatabase(url);
  const handle = await openPostgres(url, { max: 10, onQuery: options.onQuery });
  await handle.migrate();
  const existing = await productCount(handle);
  if (options.fresh || existing !== products) {
    options.log(
      `seeding ${products.toLocaleString('en')} products (found ${existing.toLocaleString('en')})…`,
    );
    const started = performance.now();
    await reseedDemo(handle.db, { products });
    options.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    options.log(`reusing ${existing.toLocaleString('en')} seeded products`);
  }
  // Vacuum too: a shop's database has its visibility map set by autovacuum long before it is
  // measured, which index-only scans (search's restricted-products index) depend on.
  await handle.db.execute(sql`vacuum analyze`);
  return handle;
}
