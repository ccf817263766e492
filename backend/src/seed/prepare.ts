import type { FastifyBaseLogger } from 'fastify';
import type { ApplyOptions } from './apply.ts';
import { seedDemo, type SeedResult } from './index.ts';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * Start-up: apply pending migrations, then bring the demo shop's seed sections up to date unless
 * the database holds a shop's own data (docs/decisions/014-versioned-seed.md).
 */
export function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean; log: FastifyBaseLogger } & ApplyOptions,
): Promise<void> {
  return handle.exclusive(async () => {
    await handle.migrate();
    if (!options.seed) return;
    const result = await seedDemo(handle.db, {
      products: options.products,
      sections: options.sections,
    });
    const { state, applied, rows, skipped } = result;
    if (skipped.length > 0) options.log.warn({ skipped }, skippedMessage(result));
    if (state === 'foreign') {
      options.log.info('the database holds data the demo seed did not write; not seeding it');
    } else if (applied.length === 0 && skipped.length === 0) {
      options.log.info('demo data up to date, reusing it');
    } else if (applied.length > 0) {
      options.log.info({ state, sections: applied, rows }, 'seeded the demo shop');
    }
  });
}

/** One line: which demo sections stay old and why, and how to replace them anyway. */
function skippedMessage({ skipped, edited }: SeedResult): string {
  const changed = Object.entries(edited).map(([name, tables]) => `${name} (${tables.join(', ')})`);
  const following = skipped.filter((name) => !(name in edited));
  const also = following.length > 0 ? `, nor ${following.join(', ')} that would touch them` : '';
  return (
    `demo seed: not updating ${changed.join(', ')}${also}: rows were added or removed outside ` +
    'the seed and re-applying would delete them. `pnpm seed --force` replaces the whole demo shop.'
  );
}
