import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { databaseUrl, withAdmin } from './templates.ts';

export interface OpenOptions {
  /**
   * true: a copy of the run's template, migrated and seeded with `testProductCount` products (what
   * `useTestApp` serves). false (the default): fresh and empty, not even migrated — for tests of
   * the migrations and the seed themselves.
   */
  seeded?: boolean;
}

/**
 * A database a test file runs against, its own (writes never reach another file), removed by
 * `dispose`. Copies of templates the global setup built once per run (global-setup.ts).
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(options?: OpenOptions): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open({ seeded = false } = {}) {
    const templates = inject('pgliteTemplates');
    const dump = await readFile(seeded ? templates.seeded : templates.empty);
    const handle = await openPglite(undefined, { loadDataDir: new Blob([dump]) });
    return { handle, dispose: () => handle.close() };
  },
};

/** A uniquely named database on the TEST_DATABASE_URL server, dropped afterwards. */
function postgresAt(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open({ seeded = false } = {}) {
      const name = `vitrina_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const template = inject('postgresTemplate');
      if (seeded && !template) throw new Error('no PostgreSQL template: see global-setup.ts');
      // `template` copies the seeded database's files instead of replaying migrations and seed.
      const source = seeded ? ` template "${template}"` : '';
      await withAdmin(url, (admin) => admin.unsafe(`create database "${name}"${source}`));
      const handle = await openPostgres(databaseUrl(url, name), { max: 4 });
      return {
        handle,
        async dispose() {
          await handle.close();
          await withAdmin(url, (admin) =>
            admin.unsafe(`drop database if exists "${name}" with (force)`),
          );
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. For `describe.each`. */
export const testDatabases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgresAt(process.env.TEST_DATABASE_URL)] : []),
];

/**
 * For the current `describe` block: an empty database of `database`'s kind with the migrations
 * applied (no seed), disposed afterwards — for tests of the seed itself. Read `.handle` inside
 * hooks and tests; a `beforeAll` declared after this call sees it migrated.
 */
export function useMigratedDatabase(database: TestDatabase): { readonly handle: DatabaseHandle } {
  const state = {} as { handle: DatabaseHandle; dispose?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(state, await database.open());
    await state.handle.migrate();
  });
  afterAll(() => state.dispose?.());
  return state;
}
