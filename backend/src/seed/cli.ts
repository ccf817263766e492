import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { reseedDemo } from './index.ts';

/**
 * `pnpm seed [--products N]`: migrate, empty the shop tables and write the demo shop again.
 * Uses the same DATABASE_URL / DATA_DIR as the server; stop a PGlite server first (one process
 * owns a PGlite directory).
 */
function parseProducts(): number | undefined {
  const usage = 'usage: pnpm seed [--products N]';
  try {
    const { values } = parseArgs({ options: { products: { type: 'string' } } });
    if (values.products === undefined) return undefined;
    const products = Number(values.products);
    if (Number.isInteger(products) && products >= 0) return products;
    throw new Error('--products expects a whole number');
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
}

const products = parseProducts();

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await handle.exclusive(async () => {
    await handle.migrate();
    const started = performance.now();
    const counts = await reseedDemo(handle.db, { products });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seeded the demo shop (${handle.kind}) in ${seconds} s:`, counts);
  });
} finally {
  await handle.close();
}
