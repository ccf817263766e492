/**
 * `pnpm bench:api`: latency of the storefront's hot read calls on PostgreSQL with a large catalogue,
 * then the write side: add to cart and place order with concurrent shoppers (p50/p99, orders per
 * second, pieces oversold), and add to cart at a shopper's pace (about one add a second each).
 * Not a test: it measures and prints; nothing asserts on wall time.
 *
 *   BENCH_DATABASE_URL  PostgreSQL database to use (default: vitrina_bench on the local server;
 *                       created when missing, never the test suite's database)
 *   --products N        catalogue size (default 100000); reseeds when the count differs
 *   --requests N        measured requests per call (default 300), after --warmup N (default 30)
 *   --fresh             reseed even when the count matches
 *   --drop              drop the database afterwards
 *   --explain "words"   also print the search query plan (EXPLAIN ANALYZE) for those words
 *   --shoppers N        concurrent shoppers in the write scenarios (default 20)
 *   --orders N          carts filled and placed (default 400; half find their product sold out)
 *   --no-reads          only the write scenarios
 *   --no-writes         only the read calls
 *   --count             only the back end's cost per write call, one shopper alone (no reads, no
 *                       concurrent scenario): the statements of one warm call of each kind (with
 *                       --statements also each statement's text), then its CPU time and statements
 *                       per call averaged over --calls N calls of each kind (default 300, after 50)
 *   --port N            the back end's port (default 0: any free one)
 *   --profile DIR       run the back end under `node --cpu-prof`, profiles written to DIR
 *
 * The back end runs in a process of its own (`server.ts`); the shoppers' HTTP client stays in this
 * one, so the back end's CPU time (`--count`) is its own and the client does not take its turns.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchBackend } from './backend.ts';
import { benchCalls } from './calls.ts';
import { defaultBenchUrl, dropDatabase, prepareBenchDatabase } from './database.ts';
import { explainSearch } from './explain.ts';
import { measureCall } from './measure.ts';
import { formatTable, type Summary } from './stats.ts';
import { checkoutChoice, countWriteStatements, measureCallCosts, measureWrites } from './write.ts';

const targetMedianMs = 50;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    fresh: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    explain: { type: 'string' },
    shoppers: { type: 'string', default: '20' },
    orders: { type: 'string', default: '400' },
    'no-reads': { type: 'boolean', default: false },
    'no-writes': { type: 'boolean', default: false },
    count: { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    calls: { type: 'string', default: '300' },
    port: { type: 'string', default: '0' },
    profile: { type: 'string' },
  },
});
const count = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} expects a whole number`);
  return n;
};
const products = count('products', values.products);
const requests = Math.max(1, count('requests', values.requests));
const warmup = count('warmup', values.warmup);
const shoppers = Math.max(1, count('shoppers', values.shoppers));
const orders = Math.max(1, count('orders', values.orders));
const costCalls = Math.max(1, count('calls', values.calls));
/** Write-side targets of issue 14. */
const targets = { addToCartP99Ms: 30, ordersPerSecond: 100 };
const url = process.env.BENCH_DATABASE_URL || defaultBenchUrl;
const log = (line: string) => console.log(`[bench] ${line}`);

log(`database ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const handle = await prepareBenchDatabase(url, products, { fresh: values.fresh, log });
const cacheDir = await mkdtemp(join(tmpdir(), 'vitrina-bench-images-'));
const backend = await startBenchBackend({
  url,
  port: count('port', values.port),
  cacheDir,
  listStatements: values.statements,
  profileDir: values.profile,
});
const usage = backend.usage;
try {
  const { base } = backend;
  const rows: Summary[] = [];
  if (values.count) {
    const choice = await checkoutChoice(base);
    for (const { call, count: sent } of await countWriteStatements(base, handle, {
      usage,
      choice,
      log: values.statements ? log : undefined,
    }))
      log(`${call}: ${sent} database statements, one shopper alone`);
    log(`the back end's cost per call, averaged over ${costCalls} calls of each kind:`);
    for (const cost of await measureCallCosts(base, handle, {
      usage,
      choice,
      calls: costCalls,
      warmup: Math.min(50, costCalls),
    }))
      log(
        `${cost.call}: ${cost.cpuMs.toFixed(2)} ms CPU (user ${cost.userMs.toFixed(2)}, ` +
          `system ${cost.systemMs.toFixed(2)}), ${cost.statements.toFixed(1)} statements, ` +
          `${cost.databaseWrites.toFixed(1)} round trips`,
      );
  }
  if (!values['no-reads'] && !values.count) {
    const calls = await benchCalls(handle.db);
    log(`${requests} requests per call after ${warmup} warm-up requests, one at a time`);
    for (const call of calls) {
      const result = await measureCall(base, call, { warmup, requests });
      if (typeof result === 'string') log(`skipped "${call.name}": ${result}`);
      else rows.push(result);
    }
    console.log(`\n${formatTable(rows, targetMedianMs)}\n`);
  }
  if (!values['no-writes'] && !values.count) {
    log(`write side: ${orders} guest carts, ${shoppers} shoppers at once`);
    const writes = await measureWrites(base, handle, {
      shoppers,
      orders,
      products: 20,
      usage,
    });
    for (const { call, count: sent } of writes.statements)
      log(`${call}: ${sent} database statements, one shopper alone`);
    rows.push(...writes.rows);
    console.log(`\n${formatTable(writes.rows, targetMedianMs)}\n`);
    const [add, paced] = writes.rows;
    log(
      `placed ${writes.placed}, sold out ${writes.soldOut}: ${writes.ordersPerSecond.toFixed(0)} orders/s ` +
        `(target ${targets.ordersPerSecond}); oversold ${writes.oversold} pieces (must be 0); ` +
        `add-to-cart p99 ${add?.p99.toFixed(1)} ms flat out, ${paced?.p99.toFixed(1)} ms at ` +
        `a shopper's pace (target ≤ ${targets.addToCartP99Ms})`,
    );
  }
  // Wall-clock numbers only mean something on an idle machine: say how busy it was.
  const [load] = loadavg();
  const cores = availableParallelism();
  log(
    `load average ${load?.toFixed(1)} on ${cores} cores${(load ?? 0) > cores ? ' (busy: latencies are inflated)' : ''}`,
  );
  if (values.explain) console.log(`\n${await explainSearch(handle.db, values.explain)}\n`);
  const failing = rows.filter((row) => row.failures > 0);
  if (failing.length) log(`non-2xx answers in: ${failing.map((row) => row.name).join(', ')}`);
} finally {
  await backend.close();
  await handle.close();
  await rm(cacheDir, { recursive: true, force: true });
  if (values.drop) {
    await dropDatabase(url);
    log('dropped the bench database');
  }
}
