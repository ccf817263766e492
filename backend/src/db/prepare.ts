import type { FastifyBaseLogger } from 'fastify';
import { isSeeded, seedDemo } from '../seed/index.ts';
import type { DatabaseHandle } from './database.ts';

/** Start-up: apply pending migrations, then seed the demo shop if the database is still empty. */
export function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean; log: FastifyBaseLogger; products?: number },
): Promise<void> {
  return handle.exclusive(async () => {
    await handle.migrate();
    if (!options.seed) return;
    if (await isSeeded(handle.db)) {
      options.log.info('demo data present, reusing it');
      return;
    }
    const counts = await seedDemo(handle.db, { products: options.products });
    options.log.info({ rows: counts }, 'seeded the demo shop');
  });
}
