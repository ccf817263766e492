import type { FastifyBaseLogger } from 'fastify';
import { seedDemo } from '../seed/index.ts';
import type { DatabaseHandle } from './database.ts';

/**
 * Start-up: apply pending migrations, then bring the demo shop's seed sections up to date unless
 * the database holds a shop's own data (docs/decisions/014-versioned-seed.md).
 */
export function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean; log: FastifyBaseLogger; products?: number },
): Promise<void> {
  return handle.exclusive(async () => {
    await handle.migrate();
    if (!options.seed) return;
    const { state, applied, rows } = await seedDemo(handle.db, { products: options.products });
    if (state === 'foreign') {
      options.log.info('the database holds data the demo seed did not write; not seeding it');
    } else if (applied.length === 0) {
      options.log.info('demo data up to date, reusing it');
    } else {
      options.log.info({ state, sections: applied, rows }, 'seeded the demo shop');
    }
  });
}
