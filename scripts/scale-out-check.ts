/**
 * `pnpm stack:scaled:check`: proves the scaled stack on this machine (issue 19, decision 231).
 * Not part of `pnpm test` (it seeds a PostgreSQL database and runs six processes for minutes);
 * the balancer's own behaviour is tested fast in scripts/lib/balancer.test.ts.
 *
 *  1. starts `pnpm stack:scaled` (2 storefronts, 2 back ends) on its own database and prefix;
 *  2. the product page is served by both storefronts through the front balancer;
 *  3. an order placed through the API balancer reaches every process: both storefronts and the
 *     other back end log the invalidation, and the cached product page is rendered again;
 *  4. under continuous GETs (cached and uncached pages), one storefront is killed (SIGKILL), then
 *     one back end: every answer must be 2xx/3xx and no request may fail to connect.
 *
 * Asserts no timings; waits are generous for a loaded 2-core machine. Exits 1 on a failure.
 *
 *   CHECK_PORT, CHECK_BACKEND_PORT  default 3450 and 4450 (the stack takes the next two of each)
 *   DATABASE_URL                    default postgres://postgres@127.0.0.1:5432/vitrina_scaled_check
 *   --requests N                    GETs after each kill (default 300)
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callEndpoint, endpoints } from '../backend/contracts/src/index.ts';
import { readFixtures } from '../bench/fixtures.ts';
import { pageTypes } from '../bench/pages.ts';
import { waitForHealthy } from './lib/process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' } } });
const perKill = Number(values.requests);
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
for (const stream of [stack.stdout, stack.stderr])
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
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
  return {
    status: answer.status,
    upstream: answer.headers.get('x-vitrina-upstream') ?? '',
    cache: answer.headers.get('x-vitrina-cache') ?? '',
  };
}

/** GETs from `workers` loops until `count` answered; every failure is recorded. */
async function load(paths: string[], count: number, during?: () => Promise<void>) {
  const seen = { answered: 0, bad: [] as string[], upstreams: new Set<string>() };
  const worker = async (n: number) => {
    while (seen.answered < count) {
      const pagePath = paths[(seen.answered + n) % paths.length] ?? '/';
      // Every other request skips the page cache, so storefronts render and call the back ends.
      const headers: Record<string, string> = n % 2 ? { 'cache-control': 'no-cache' } : {};
      try {
        const answer = await get(`${front}${pagePath}`, headers);
        if (answer.status >= 400) seen.bad.push(`${answer.status} ${pagePath}`);
        seen.upstreams.add(answer.upstream);
      } catch (error) {
        seen.bad.push(`${pagePath}: ${(error as Error).message}`);
      }
      seen.answered += 1;
    }
  };
  const workers = Array.from({ length: 4 }, (_, n) => worker(n));
  if (during) {
    await eventually(() => seen.answered >= 20, 120_000);
    await during();
  }
  await Promise.all(workers);
  return seen;
}

try {
  log('starting the scaled stack (the first start seeds its database: minutes)…');
  await Promise.race([
    waitForHealthy(`${front}/healthz`, 900_000),
    new Promise((_, reject) => stack.once('exit', () => reject(new Error('the stack exited')))),
  ]);
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

  // 2. Both storefronts serve the product page through the front balancer.
  const served = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const answer = await get(`${front}${productPath}`);
    if (answer.status === 200) served.add(answer.upstream);
  }
  expectThat(served.size === 2, `the product page came from both storefronts: ${[...served]}`);

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
  // Any order moves the generation; a variant that is sold without a stock check, or has plenty.
  const variantId = Number(
    spawnSync('psql', [
      databaseUrl,
      '-Atc',
      `select v.id from product_variants v join products p on p.id = v.product_id
       where p.visible and p.saleable and p.required_user_group is null
         and (not p.check_stock or exists (select 1 from variant_stock s
                                           where s.variant_id = v.id and s.quantity >= 5))
       order by v.id limit 1`,
    ])
      .stdout.toString()
      .trim(),
  );
  const added = await callEndpoint(
    endpoints.addCartItem,
    { body: { id: variantId ?? 0, type: 'variant', amount: 1 } },
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
  const killed = async (name: string) => {
    const pid = pids.get(name);
    if (!pid) throw new Error(`no process id for ${name}`);
    log(`killing ${name} (pid ${pid}) under load`);
    process.kill(pid, 'SIGKILL');
  };
  const storefrontRun = await load(paths, perKill, () => killed('storefront-1'));
  expectThat(
    storefrontRun.bad.length === 0,
    `${storefrontRun.answered} GETs while storefront-1 died: ${storefrontRun.bad.length} failed ${storefrontRun.bad.slice(0, 5).join('; ')}`,
  );
  const backendRun = await load(paths, perKill, () => killed('backend-1'));
  expectThat(
    backendRun.bad.length === 0,
    `${backendRun.answered} GETs while backend-1 died: ${backendRun.bad.length} failed ${backendRun.bad.slice(0, 5).join('; ')}`,
  );
  const still = await get(`${front}${productPath}`);
  expectThat(still.status === 200, `the balancer still serves (${still.upstream})`);
} catch (error) {
  failures.push(String(error));
  console.error(lines.slice(-40).join('\n'));
  console.error(error);
} finally {
  await stopStack();
  // What the balancers and the stack said: who left the rotation, who came back, the shutdown.
  for (const line of lines) if (line.startsWith('[scaled]')) log(line);
}
log(failures.length ? `${failures.length} check(s) failed` : 'all checks passed');
process.exit(failures.length ? 1 : 0);
