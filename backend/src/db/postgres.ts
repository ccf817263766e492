import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { registerPreparing, type Database, type DatabaseHandle } from './database.ts';
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

let pools = 0;

/** Statements with more parameters than this (bulk inserts of the seed) stay unnamed. */
const maxPreparedParameters = 100;

/**
 * The client drizzle is given: inside a transaction, its statements become named prepared
 * statements of postgres.js (decision 245). Drizzle sends a statement it has not `.prepare()`d
 * with `prepare: false`, and postgres.js sends such a statement, when it has parameters, in two
 * round trips: parse and describe, wait for the parameter types, then bind and execute. A named
 * statement is parsed and described once per connection and from then on costs one round trip
 * (bind and execute). Transactions are the write paths (carts, orders, accounts), whose
 * statements are a small fixed set of key lookups; the catalogue's reads outside transactions
 * stay unnamed (their texts vary with filters, and a generic plan could misjudge their
 * selectivity).
 */
function preparedInTransactions<T extends postgres.Sql>(client: T, always = false): T {
  type Work = (sql: postgres.TransactionSql) => unknown;
  const wrap = <S extends postgres.Sql | postgres.TransactionSql>(sql: S, prepare: boolean): S =>
    new Proxy(sql, {
      get(target, property, receiver) {
        if (property === 'unsafe' && prepare)
          return (query: string, parameters?: unknown[], options?: { prepare?: boolean }) =>
            target.unsafe(
              query,
              parameters as never,
              options?.prepare === false && (parameters?.length ?? 0) <= maxPreparedParameters
                ? { ...options, prepare: true }
                : options,
            );
        if (property === 'begin' || property === 'savepoint')
          return (...args: unknown[]) => {
            const work = args.pop() as Work;
            const open = Reflect.get(target, property) as (...args: unknown[]) => unknown;
            return open(...args, (sql: postgres.TransactionSql) => work(wrap(sql, true)));
          };
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  return wrap(client, always);
}

export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  // `onnotice` silenced: "extension already exists" notices are expected on every start.
  const { onQuery } = options;
  const max = options.max ?? 10;
  // Names this pool's connections in pg_stat_activity, where the metrics count them by state.
  const applicationName = `vitrina-${process.pid}-${++pools}`;
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connection: { application_name: applicationName },
    ...(onQuery && { debug: (_connection: number, statement: string) => onQuery(statement) }),
  });
  const db = drizzle({ client: preparedInTransactions(client), schema });
  const preparingDb = drizzle({ client: preparedInTransactions(client, true), schema });
  registerPreparing(db as Database, preparingDb as Database);
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
    poolSize: max,
    async connectionStates() {
      const rows = await client<{ state: string; count: number }[]>`
        select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity
        where application_name = ${applicationName} and pid <> pg_backend_pid() group by 1`;
      return Object.fromEntries(rows.map((row) => [row.state, row.count]));
    },
  };
}
