import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import postgres from 'postgres';
import type { DatabaseHandle } from '../db/database.ts';
import { openPglite, pgliteExtensions } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { prepareDatabase } from '../seed/prepare.ts';

/**
 * Products the test shop is seeded with. 1,000 products take seconds on PGlite, and the template
 * is built at the start of every run. Ids 1..120 exist; the catalogue tests rely on this count.
 */
export const testProductCount = 120;

const noop = () => undefined;
/** The template is built before any test runs; its seed log would only clutter the output. */
const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
};

/** Migrates and seeds `handle` exactly as `useTestApp` needs it. */
function prepareTestShop(handle: DatabaseHandle) {
  return prepareDatabase(handle, { seed: true, log: silentLog, products: testProductCount });
}

/**
 * Two PGlite data dirs as tarballs: `empty`, a bare cluster (initdb only), and `seeded`, the same
 * cluster migrated and seeded. One initdb + one seed per run instead of one per test file.
 */
export async function buildPgliteTemplates(): Promise<{ empty: Blob; seeded: Blob }> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const empty = await client.dumpDataDir('none');
  await client.close();
  const handle = await openPglite(undefined, { loadDataDir: empty });
  try {
    await prepareTestShop(handle);
    // Drizzle keeps the driver's client as `$client`; the handle type hides it (both drivers).
    const { $client } = handle.db as unknown as { $client: PGlite };
    return { empty, seeded: await $client.dumpDataDir('none') };
  } finally {
    await handle.close();
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const result = new URL(url);
  result.pathname = `/${name}`;
  return result.toString();
}

/**
 * Creates database `name` on the TEST_DATABASE_URL server, migrated and seeded, and closes every
 * connection to it: `create database … template` refuses a source anyone is connected to.
 */
export async function createPostgresTemplate(url: string, name: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  });
  const handle = await openPostgres(databaseUrl(url, name), { max: 2 });
  try {
    await prepareTestShop(handle);
  } finally {
    await handle.close();
  }
}

export function dropPostgresDatabase(url: string, name: string): Promise<void> {
  return withAdmin(url, (admin) => admin.unsafe(`drop database if exists "${name}" with (force)`));
}

/** A one-connection client to the maintenance database of `url`, for create/drop database. */
export async function withAdmin(
  url: string,
  task: (admin: postgres.Sql) => PromiseLike<unknown>,
): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: noop });
  try {
    await task(admin);
  } finally {
    await admin.end();
  }
}
