import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database, DatabaseHandle } from './database.ts';
import { migrationsFolder } from './migrations.ts';
import * as schema from './schema/index.ts';

/** Arbitrary but fixed key of the advisory lock that serialises migrate + first seed. */
const startupLockKey = 7_250_401;

export interface PostgresOptions {
  /** Connection pool size per process. */
  max?: number;
  /** Called with every statement sent (the benchmark counts round trips per call with it). */
  onQuery?: (statement: string) => void;
}

export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  // `onnotice` silenced: "extension already exists" notices are expected on every start.
  const { onQuery } = options;
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    ...(onQuery && { debug: (_connection: number, statement: string) => onQuery(statement) }),
  });
  const db = drizzle({ client, schema });
  await client`select 1`; // fail fast on a wrong URL instead of at the first request
  return {
    db: db as Database,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    async exclusive(task) {
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(${startupLockKey})`;
        return await task();
      } finally {
        await connection`select pg_advisory_unlock(${startupLockKey})`.catch(() => undefined);
        connection.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}
