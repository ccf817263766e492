import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { reseedDemo, seedState } from './index.ts';

/**
 * `pnpm seed [--products N] [--force]`: migrate, empty the shop tables and write the demo shop
 * again. Refuses a database with a shop's own data unless `--force`. Uses the same DATABASE_URL /
 * DATA_DIR as the server; stop a PGlite server first (one process owns a PGlite directory).
 */
function parseOptions(): { products?: number; force: boolean } {
  const usage = 'usage: pnpm seed [--products N] [--force]';
  try {
    const { values } = parseArgs({
      options: { products: { type: 'string' }, force: { type: 'boolean', default: false } },
    });
    if (values.products === undefined) return { force: values.force };
    const products = Number(values.products);
    if (Number.isInteger(products) && products >= 0) return { products, force: values.force };
    throw new Error('--products expects a whole number');
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
}

const { products, force } = parseOptions();

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await handle.exclusive(async () => {
    await handle.migrate();
    if (!force && (await seedState(handle.db)) === 'foreign') {
      console.error('the database holds data the demo seed did not write; --force replaces it');
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    const { rows } = await reseedDemo(handle.db, { products });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seeded the demo shop (${handle.kind}) in ${seconds} s:`, rows);
  });
} finally {
  await handle.close();
}
