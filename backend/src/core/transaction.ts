import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { shareDictionaries } from '../db/dictionary-cache.ts';
import type { RequestContext } from './request-context.ts';

/**
 * Runs `work` in one database transaction, handing it a context whose `db` is that transaction:
 * every service and repository it calls with that context reads and writes inside it, all or
 * nothing. An error thrown inside (a typed one such as ConflictError, or any other) rolls back and
 * reaches the caller unchanged, so the error handler still answers with its status. Called inside
 * another transaction it becomes a savepoint: a service that owns a transaction can be called on
 * its own or as one step of a bigger one.
 */
export function inTransaction<T>(
  ctx: RequestContext,
  work: (tx: RequestContext) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  return ctx.db.transaction((db) => {
    shareDictionaries(db, ctx.db);
    return work({ ...ctx, db });
  }, config);
}
