/**
 * `pnpm soak`: the shop under steady load for a long time (issue 28; docs/performance.md,
 * "Soak"). Not a test: it measures, prints and says whether memory, latency and errors held.
 *
 * Starts the production stack (`pnpm start`'s processes, as `pnpm bench` does: a fresh seeded
 * PGlite folder, or DATABASE_URL's PostgreSQL; REDIS_URL is passed on) with metrics, warms up, then:
 *  1. ramp: autocannon over the bench's pages (each asked cached and uncached, so storefronts
 *     render and call the back end) with 1, 2, 4… connections, --ramp-seconds each, until the
 *     throughput stops growing by 10 %; the best throughput is the capacity;
 *  2. soak: the same pages at half that capacity (autocannon's overall rate) for --minutes,
 *     with a row per --sample-seconds window: requests, failures, p50/p99 of that window, resident
 *     memory of both processes (their /metrics, process_resident_memory_bytes);
 *  3. verdict: no failure at all; RSS flat (the last window within 15 % of the window a third
 *     into the soak: caches and heaps fill before that); p99 flat (the median of the last third's windows within 1.5×
 *     the first third's). Exits 1 when one does not hold.
 *
 *   --minutes N          length of the soak (default 30; e.g. 2 to try it)
 *   --ramp-seconds S     length of each ramp step (default 15)
 *   --sample-seconds S   window of a row (default 60, at most a tenth of the soak)
 *   SOAK_PORT, SOAK_BACKEND_PORT  ports (default 3470, 4470); metrics on those + 10
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildStorefrontIfNeeded } from '../scripts/lib/freshness.ts';
import { startShop, stopAll, type Proc } from '../scripts/lib/stack.ts';
import { readFixtures } from './fixtures.ts';
import { locales, pageTypes } from './pages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    'ramp-seconds': { type: 'string', default: '15' },
    'sample-seconds': { type: 'string', default: '60' },
  },
});
const positive = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} expects a positive number`);
  return n;
};
const soakSeconds = Math.round(positive('minutes', values.minutes) * 60);
const rampSeconds = positive('ramp-seconds', values['ramp-seconds']);
const sampleSeconds = Math.min(
  positive('sample-seconds', values['sample-seconds']),
  Math.max(5, Math.floor(soakSeconds / 10)),
);
const ports = {
  storefront: process.env.SOAK_PORT ?? '3470',
  backend: process.env.SOAK_BACKEND_PORT ?? '4470',
};
const metricsOffset = 10;
const shop = `http://127.0.0.1:${ports.storefront}`;
const log = (line: string) => console.log(`[soak] ${line}`);

type PageRequest = { method: 'GET'; path: string; headers?: Record<string, string> };

/** Every page twice: from the page cache, and rendered (`Cache-Control: no-cache`). */
function pageRequests(paths: string[]): PageRequest[] {
  return paths.flatMap((pagePath) => [
    { method: 'GET', path: pagePath },
    { method: 'GET', path: pagePath, headers: { 'cache-control': 'no-cache' } },
  ]);
}

/** Resident memory (MB) a process reports on its /metrics. */
async function rssOf(metricsPort: number): Promise<number | null> {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    .then((answer) => answer.text())
    .catch(() => '');
  const bytes = /^process_resident_memory_bytes (\d+)/m.exec(text)?.[1];
  return bytes ? Math.round(Number(bytes) / 1024 / 1024) : null;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0)
    : 0;
}

const median = (numbers: number[]) =>
  percentile(
    [...numbers].sort((a, b) => a - b),
    0.5,
  );

interface Window {
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  storefrontMb: number | null;
  backendMb: number | null;
}

/** autocannon with the soak's pages; `onWindow` gets a row every `windowSeconds` when given. */
function run(
  requests: PageRequest[],
  options: { seconds: number; connections: number; rate?: number },
  onWindow?: { seconds: number; row: (window: Omit<Window, 'storefrontMb' | 'backendMb'>) => void },
): Promise<autocannon.Result & { failures: number }> {
  let times: number[] = [];
  let failures = 0;
  let windowFailures = 0;
  const flush = () => {
    const sorted = times.sort((a, b) => a - b);
    onWindow?.row({
      requests: sorted.length + windowFailures,
      failures: windowFailures,
      p50: Math.round(percentile(sorted, 0.5)),
      p99: Math.round(percentile(sorted, 0.99)),
    });
    times = [];
    windowFailures = 0;
  };
  const timer = onWindow && setInterval(flush, onWindow.seconds * 1000);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: shop,
        connections: options.connections,
        duration: options.seconds,
        requests,
        headers: { 'accept-encoding': 'gzip' },
        ...(options.rate ? { overallRate: options.rate } : {}),
      },
      (error, result) => {
        if (timer) clearInterval(timer);
        if (error) reject(error);
        else resolve({ ...result, failures });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) {
        failures += 1;
        windowFailures += 1;
      } else times.push(responseTime);
    });
    instance.on('reqError', () => {
      failures += 1;
      windowFailures += 1;
    });
  });
}

const scratch = await mkdtemp(path.join(tmpdir(), 'vitrina-soak-'));
const procs: Proc[] = [];
let failed: boolean;
try {
  await buildStorefrontIfNeeded(root, log);
  log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores; ` +
      (process.env.DATABASE_URL ? 'back end on DATABASE_URL' : 'back end on a fresh PGlite folder'),
  );
  await startShop(root, ports, {
    dataDir: scratch,
    procs,
    metrics: true,
    env: {
      // Measure the load, not the shedding (decision 060) of a machine that lags for other reasons.
      LOAD_SHED_LAG_MS: '0',
    },
  });
  const fixtures = await readFixtures(`http://127.0.0.1:${ports.backend}`);
  const paths = pageTypes
    .flatMap((type) => locales.map((locale) => type.path(fixtures, locale)))
    .filter((one): one is string => Boolean(one));
  const requests = pageRequests(paths);
  log(`warming up ${paths.length} pages…`);
  await run(requests, { seconds: 10, connections: 2 });

  // 1. Capacity: throughput by connections until it stops growing.
  const ramp: { connections: number; rps: number; p99: number; failures: number }[] = [];
  for (let connections = 1; connections <= 64; connections *= 2) {
    const result = await run(requests, { seconds: rampSeconds, connections });
    // Answers over the step's length: a slow machine's rate below 1 req/s still counts.
    const rps = Math.round((result.requests.total / rampSeconds) * 10) / 10;
    ramp.push({
      connections,
      rps,
      p99: result.latency.p99,
      failures: result.failures,
    });
    const best = Math.max(...ramp.slice(0, -1).map((step) => step.rps), 0);
    if (ramp.length > 1 && rps < best * 1.1) break;
  }
  for (const step of ramp)
    log(
      `ramp: ${step.connections} connections, ${step.rps} req/s, p99 ${step.p99} ms, ` +
        `${step.failures} failed`,
    );
  const capacity = Math.max(...ramp.map((step) => step.rps));
  const bestConnections = ramp.find((step) => step.rps === capacity)?.connections ?? 1;
  const rate = Math.max(1, Math.round(capacity / 2));
  log(`capacity ${capacity} req/s; soaking at ${rate} req/s for ${soakSeconds / 60} min`);

  // 2. The soak, a row per window.
  const windows: Window[] = [];
  const started = Date.now();
  const soak = await run(
    requests,
    { seconds: soakSeconds, connections: Math.max(4, bestConnections * 2), rate },
    {
      seconds: sampleSeconds,
      row: (window) => {
        void Promise.all([
          rssOf(Number(ports.storefront) + metricsOffset),
          rssOf(Number(ports.backend) + metricsOffset),
        ]).then(([storefrontMb, backendMb]) => {
          windows.push({ ...window, storefrontMb, backendMb });
          const minute = ((Date.now() - started) / 60_000).toFixed(1);
          log(
            `${minute} min: ${window.requests} requests, ${window.failures} failed, ` +
              `p50 ${window.p50} ms, p99 ${window.p99} ms, RSS storefront ${storefrontMb} MB, ` +
              `back end ${backendMb} MB`,
          );
        });
      },
    },
  );

  // 3. Verdict.
  const third = Math.max(1, Math.floor(windows.length / 3));
  const firstP99 = median(windows.slice(0, third).map((window) => window.p99));
  const lastP99 = median(windows.slice(-third).map((window) => window.p99));
  // A third into the soak the page cache and the heaps have filled: growth after that is a leak.
  const baseline = windows[third - 1];
  const last = windows.at(-1);
  const growth = (key: 'storefrontMb' | 'backendMb') =>
    baseline?.[key] && last?.[key] ? (last[key] - baseline[key]) / baseline[key] : 0;
  const verdicts = [
    [soak.failures === 0, `failures: ${soak.failures} of ${soak.requests.total}`],
    [
      growth('storefrontMb') < 0.15 && growth('backendMb') < 0.15,
      `RSS from a third into the soak to its end: storefront ${baseline?.storefrontMb} → ${last?.storefrontMb} MB, ` +
        `back end ${baseline?.backendMb} → ${last?.backendMb} MB`,
    ],
    [
      lastP99 <= firstP99 * 1.5,
      `p99 median of the first third ${firstP99} ms, of the last third ${lastP99} ms`,
    ],
  ] as const;
  for (const [ok, what] of verdicts) log(`${ok ? 'flat' : 'FAIL'}  ${what}`);
  log(
    `soaked ${soak.requests.total} requests at ${(soak.requests.total / soakSeconds).toFixed(1)} req/s ` +
      `(p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms overall)`,
  );
  failed = verdicts.some(([ok]) => !ok);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopAll(procs);
  await rm(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
