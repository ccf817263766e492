/**
 * `pnpm stack:scaled:check`: proves the scaled stack on this machine (issue 28, decisions 231
 * and 270). Not part of `pnpm test` (it seeds a PostgreSQL database and runs seven processes for
 * minutes); nginx's configuration is tested fast in scripts/lib/nginx.test.ts.
 *
 *  1. starts `pnpm stack:scaled` (nginx, 2 storefronts, 2 back ends) on its own database and prefix;
 *  2. the product page is served by both storefronts through nginx (told by their log lines,
 *     which carry the request id the check sent);
 *  3. an order placed through nginx's API side reaches every process: both storefronts and the
 *     other back end log the invalidation, and the cached product page is rendered again;
 *  4. under load (autocannon over the bench's pages, a quarter skipping the page cache), one
 *     storefront is killed (SIGKILL) a third of the way in and one back end two thirds in: the
 *     failed requests (errors, timeouts, 4xx/5xx) must stay under 0.5 % — only those in flight
 *     on a dying process may be lost — and the stack must still serve afterwards.
 *
 * Asserts no timings; waits are generous for a loaded 2-core machine. Prints the loss; exits 1 on
 * a failure.
 *
 *   CHECK_PORT, CHECK_BACKEND_PORT  default 3450 and 4450 (the processes take the next ports, their
 *                                   metrics those + 10)
 *   DATABASE_URL                    default postgres://postgres@127.0.0.1:5432/vitrina_scaled_check
 *   --seconds N                     length of the load (default 60)
 *   --connections N                 concurrent connections of the load (default 4)
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callEndpoint, endpoints } from '../backend/contracts/src/index.ts';
import { readFixtures } from '../bench/fixtures.ts';
import { pageTypes } from '../bench/pages.ts';
import { waitForHealthy } from './lib/process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '4' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
/** Share of the requests that may fail: those in flight on the killed processes. */
const allowedLoss = 0.005;
const port = Number(process.env.CHECK_PORT || 3450);
const backendPort = Number(process.env.CHECK_BACKEND_PORT || 4450);
const front = `http://127.0.0.1:${port}`;
const apiUrl = `http://127.0.0.1:${backendPort}`;
const databaseUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/vitrina_scaled_check';
const log = (line: string) => console.log(`[check] ${line}`);
const failures: string[] = [];
const expectThat = (ok: boolean, what: string) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// The stack, with its processes' logs kept to look for the invalidation lines.
const lines: string[] = [];
const stack = spawn(process.execPath, [path.join(root, 'scripts', 'scale-out.ts'), '--no-build'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `vitrina-scaled-check-${port}:`,
    LOG_LEVEL: 'info',
    // A loaded test machine lags without being overloaded; shedding would answer 503 (decision 060).
    LOAD_SHED_LAG_MS: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [stack.stdout, stack.stderr]) {
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const split = (partial + chunk.toString()).split('\n');
    partial = split.pop() ?? '';
    lines.push(...split);
  });
}
const pids = new Map<string, number>();
async function stopStack() {
  if (stack.exitCode !== null) return;
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  stack.kill('SIGTERM');
  await exited;
}

/** Polls `test` until it holds, up to `ms`. */
async function eventually(test: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await test()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(url, { headers, redirect: 'manual' });
  await answer.arrayBuffer();
  return { status: answer.status, cache: answer.headers.get('x-vitrina-cache') ?? '' };
}

/** The storefront whose log line carries `requestId` (the processes log JSON with `reqId`). */
function servedBy(requestId: string): string | undefined {
  const line = lines.find(
    (one) => one.startsWith('[storefront-') && one.includes(`"reqId":"${requestId}"`),
  );
  return /^\[(storefront-\d+)\]/.exec(line ?? '')?.[1];
}

/**
 * autocannon over `paths` for `seconds`; each kill runs at its fraction of that time. Every
 * answer but 2xx/3xx, every error and every timeout (30 s) counts as lost.
 */
async function loadWithKills(paths: string[], kills: { at: number; kill: () => void }[]) {
  // Three of every four from the page cache (storefronts answer), one rendered (back ends work).
  const requests = paths.flatMap((pagePath) => [
    { method: 'GET' as const, path: pagePath },
    { method: 'GET' as const, path: pagePath },
    { method: 'GET' as const, path: pagePath },
    { method: 'GET' as const, path: pagePath, headers: { 'cache-control': 'no-cache' } },
  ]);
  const counted = { total: 0, failed: 0, statuses: new Map<string, number>() };
  const count = (what: string) => counted.statuses.set(what, (counted.statuses.get(what) ?? 0) + 1);
  let finished = () => {};
  const done = new Promise<void>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url: front,
      connections,
      duration: seconds,
      requests,
      headers: { 'accept-encoding': 'gzip' },
      // A render on a loaded 2-core machine may take seconds: a timeout here is the machine.
      timeout: 30,
    },
    () => finished(),
  );
  instance.on('response', (_client, statusCode) => {
    counted.total += 1;
    if (statusCode >= 400) {
      counted.failed += 1;
      count(String(statusCode));
    }
  });
  instance.on('reqError', (error: Error) => {
    counted.total += 1;
    counted.failed += 1;
    count(error.message);
  });
  const timers = kills.map(({ at, kill }) => setTimeout(kill, at * seconds * 1000));
  await done;
  timers.forEach(clearTimeout);
  return counted;
}

try {
  log('starting the scaled stack (the first start seeds its database: minutes)…');
  await Promise.race([
    waitForHealthy(`${front}/readyz`, 900_000),
    new Promise((_, reject) => stack.once('exit', () => reject(new Error('the stack exited')))),
  ]);
  // The stack names its processes once all of them answer.
  const named = await eventually(
    () => lines.some((line) => line.includes('process ids: ')),
    120_000,
  );
  // Another stack on these ports would answer the waits above, and this one never starts.
  if (!named || stack.exitCode !== null) throw new Error('the stack did not start (ports in use?)');
  for (const line of lines) {
    const found = /process ids: (.*)$/.exec(line)?.[1];
    for (const entry of found?.split(', ') ?? []) {
      const [name, pid] = entry.split(' ');
      if (name && pid) pids.set(name, Number(pid));
    }
  }
  const fixtures = await readFixtures(apiUrl);
  const productPath = pageTypes.find((type) => type.name === 'product')?.path(fixtures, 'cs');
  const paths = pageTypes
    .flatMap((type) => ['cs', 'en'].map((locale) => type.path(fixtures, locale as 'cs' | 'en')))
    .filter((one): one is string => Boolean(one));
  if (!productPath) throw new Error('no product in the seeded shop');

  // 2. Both storefronts serve the product page through nginx.
  const served = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const requestId = `scale-out-check-${Date.now()}-${i}`;
    const answer = await get(`${front}${productPath}`, { 'x-request-id': requestId });
    await eventually(() => servedBy(requestId) !== undefined, 10_000);
    if (answer.status === 200) served.add(servedBy(requestId) ?? '?');
  }
  expectThat(
    served.size === 2 && [...served].every((name) => name.startsWith('storefront-')),
    `the product page came from both storefronts: ${[...served]}`,
  );

  // 3. An order invalidates every process's caches.
  const direct = (n: number) => `http://127.0.0.1:${port + n}${productPath}`;
  await get(direct(1));
  const before = [await get(direct(1)), await get(direct(2))].map((answer) => answer.cache);
  expectThat(
    before.every((cache) => cache === 'hit'),
    `the product page is cached on both storefronts: ${before}`,
  );
  const mark = lines.length;
  const baseUrls = { store: apiUrl, content: `${apiUrl}/content` };
  // An order that sells a variant out moves the generation (place-order.service.ts): one whose
  // last few pieces it buys.
  const [variantId = 0, pieces = 1] = spawnSync('psql', [
    databaseUrl,
    '-Atc',
    `select v.id || ' ' || sum(s.quantity) from product_variants v
       join products p on p.id = v.product_id join variant_stock s on s.variant_id = v.id
     where p.visible and p.saleable and p.required_user_group is null and p.check_stock
     group by v.id having sum(s.quantity) between 1 and 5 order by v.id limit 1`,
  ])
    .stdout.toString()
    .trim()
    .split(' ')
    .map(Number);
  const added = await callEndpoint(
    endpoints.addCartItem,
    { body: { id: variantId, type: 'variant', amount: pieces } },
    { baseUrls },
  );
  const cartHeaders = { 'x-cart-token': String(added.meta.custom ?? '') };
  const shippers = (await callEndpoint(endpoints.shippers, {}, { baseUrls })).data;
  const shipper = shippers.find((one) => !one.hasBranches) ?? shippers[0];
  const payments = (
    await callEndpoint(
      endpoints.cartPayments,
      { query: { shipperId: shipper?.id ?? 0 } },
      { baseUrls, headers: cartHeaders },
    )
  ).data;
  const order = await callEndpoint(
    endpoints.placeOrder,
    {
      body: {
        name: 'Scale Out',
        email: 'scale-out@example.com',
        phone: '+420 777 123 456',
        billing_address: {
          street: 'Dlouhá 1',
          city: 'Praha',
          postcode: '110 00',
          countryCode: 'CZE',
        },
        terms: true,
        shipper_id: shipper?.id ?? 0,
        payment_id: payments[0]?.id ?? 0,
      },
    },
    { baseUrls, headers: cartHeaders },
  );
  log(`placed order ${order.data.code}`);
  const heard = (name: string) =>
    eventually(
      () =>
        lines
          .slice(mark)
          .some((line) => line.startsWith(`[${name}]`) && line.includes('[invalidation] stock')),
      30_000,
    );
  for (const name of ['storefront-1', 'storefront-2', 'backend-1', 'backend-2'])
    expectThat(await heard(name), `${name} heard the invalidation`);
  const after = await get(direct(2));
  expectThat(after.cache === 'miss', `storefront-2 renders the page again: ${after.cache}`);
  const again = await get(direct(1));
  expectThat(
    again.cache === 'hit',
    `storefront-1 serves that new render from the shared page store: ${again.cache}`,
  );

  // 4. Kill one storefront, then one back end, under load.
  const kill = (name: string) => () => {
    const pid = pids.get(name);
    expectThat(pid !== undefined, `${name} has a process id to kill: ${pid}`);
    log(`killing ${name} (pid ${pid}) under load`);
    if (pid) process.kill(pid, 'SIGKILL');
  };
  log(`load: ${seconds} s, ${connections} connections over ${paths.length} pages`);
  const run = await loadWithKills(paths, [
    { at: 1 / 3, kill: kill('storefront-1') },
    { at: 2 / 3, kill: kill('backend-1') },
  ]);
  const loss = run.total ? run.failed / run.total : 1;
  const why = [...run.statuses].map(([what, n]) => `${n}× ${what}`).join(', ');
  expectThat(
    run.total > 0 && loss < allowedLoss,
    `${run.total} requests while storefront-1 and backend-1 died: ${run.failed} lost ` +
      `(${(loss * 100).toFixed(3)} %, allowed < ${allowedLoss * 100} %)${why ? `: ${why}` : ''}`,
  );
  const still = await get(`${front}${productPath}`, { 'cache-control': 'no-cache' });
  expectThat(still.status === 200, `the shop still renders the product page: ${still.status}`);
  const api = await get(`${apiUrl}/api/v1/currencies`);
  expectThat(api.status === 200, `the API still answers: ${api.status}`);
} catch (error) {
  failures.push(String(error));
  console.error(lines.slice(-40).join('\n'));
  console.error(error);
} finally {
  await stopStack();
  // What the stack said: the processes that died, the shutdown.
  for (const line of lines) if (line.startsWith('[scaled]')) log(line);
}
log(failures.length ? `${failures.length} check(s) failed` : 'all checks passed');
process.exit(failures.length ? 1 : 0);
