import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './database.ts';
import { migrationsFolder } from './migrations.ts';
import * as schema from './schema/index.ts';

export const pgliteExtensions = { unaccent, pg_trgm };

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory (tests);
 * `loadDataDir` starts from a dumped cluster instead of running initdb (seconds saved per test file).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzle({ client, schema });
  return {
    db: db as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    exclusive: (task) => task(),
    close: () => client.close(),
    poolSize: 1,
  };
}
