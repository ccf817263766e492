import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

/** A database a test file runs against: fresh and empty (not migrated), removed by `dispose`. */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const template = await readFile(inject('pgliteTemplate'));
    const handle = await openPglite(undefined, { loadDataDir: new Blob([template]) });
    return { handle, dispose: () => handle.close() };
  },
};

/** A uniquely named database on the TEST_DATABASE_URL server, dropped afterwards. */
function postgresAt(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const name = `vitrina_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database "${name}"`);
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      const handle = await openPostgres(databaseUrl.toString(), { max: 4 });
      return {
        handle,
        async dispose() {
          await handle.close();
          await admin.unsafe(`drop database if exists "${name}" with (force)`);
          await admin.end();
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
