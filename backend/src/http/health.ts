import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError } from '../core/errors.ts';

/** Liveness for load balancers: 200 only when the database answers. */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/health', async () => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError({ title: 'Database unavailable', code: 'internal_error' }, 503);
    }
    return { status: 'ok' };
  });
}
