/**
 * `pnpm bench`: the storefront under load, next to a static-file baseline of the same HTML.
 * Not a test: it measures, prints a table and writes JSON; nothing asserts on wall time.
 *
 * Starts the production stack (building the storefront when its sources changed) on a fresh
 * seeded PGlite folder (or DATABASE_URL's PostgreSQL; REDIS_URL is passed on), warms up, then
 * loads every page of bench/pages.ts in cs and en, uncached (`Cache-Control: no-cache`, which
 * makes the storefront render) and cached, with autocannon. Then: RSS of each process after every
 * pass, back-end call latencies, gzip JS and CSS per page type, Lighthouse (mobile).
 *
 *   --duration S        seconds per measurement (default 20; BENCH_DURATION)
 *   --connections N     concurrent connections (default 10)
 *   --passes N          load passes; RSS is taken after each (default 2); the table shows the last
 *   --lighthouse-runs N Lighthouse runs per page, median reported (default 5); --no-lighthouse skips
 *   --record NAME       also write bench/results/NAME.json (committed); scratch runs go to
 *                       bench/results/scratch/
 *   BENCH_PORT, BENCH_BACKEND_PORT  ports (default 3900, 4900); the static baseline takes a free one
 *   --target URL        measure a shop that is already running (e.g. `pnpm stack:scaled`'s front
 *                       balancer) instead of starting one; RSS is then not measured
 *   --target-api URL    with --target: its back end (or back-end balancer), for fixtures and the
 *                       call latencies (default http://127.0.0.1:4000)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatTable } from '../backend/bench/stats.ts';
import { buildStorefrontIfNeeded } from '../scripts/lib/freshness.ts';
import { apiLatencies } from './apiLatency.ts';
import { pageAssets } from './assets.ts';
import { readFixtures } from './fixtures.ts';
import { lighthouseScore, type LighthouseScore } from './lighthouse.ts';
import { load, probe, type Load } from './measure.ts';
import { locales, pageTypes } from './pages.ts';
import {
  freePort,
  ready,
  rssMb,
  startNode,
  startShop,
  stopAll,
  type Proc,
} from '../scripts/lib/stack.ts';
import { formatPageTable, type Row } from './table.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '20' },
    connections: { type: 'string', default: '10' },
    passes: { type: 'string', default: '2' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
    record: { type: 'string' },
    target: { type: 'string' },
    'target-api': { type: 'string', default: 'http://127.0.0.1:4000' },
  },
});
const whole = (name: string, value: string | undefined, min: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} expects a whole number ≥ ${min}`);
  return n;
};
const duration = whole('duration', values.duration, 1);
const connections = whole('connections', values.connections, 1);
const passes = whole('passes', values.passes, 1);
const lighthouseRuns = values['no-lighthouse']
  ? 0
  : whole('lighthouse-runs', values['lighthouse-runs'], 1);
const ports = {
  storefront: process.env.BENCH_PORT ?? '3900',
  backend: process.env.BENCH_BACKEND_PORT ?? '4900',
  static: await freePort(),
};
const log = (line: string) => console.log(`[bench] ${line}`);
const target = values.target?.replace(/\/$/, '');
const storefront = target ?? `http://127.0.0.1:${ports.storefront}`;
const backend = target
  ? values['target-api'].replace(/\/$/, '')
  : `http://127.0.0.1:${ports.backend}`;
/** What makes the storefront render instead of answering from its page cache. */
const bypass = { 'cache-control': 'no-cache' };

if (!target) await buildStorefrontIfNeeded(root, log);

/** The back end on a fresh PGlite folder (or DATABASE_URL) and the storefront, both ready. */
async function startStack(): Promise<void> {
  log(
    process.env.DATABASE_URL
      ? 'back end on DATABASE_URL (PostgreSQL)'
      : `back end on a fresh PGlite folder (${scratch}); seeding takes a minute or more`,
  );
  await startShop(root, ports, { dataDir: scratch, procs });
}

const scratch = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-'));
const procs: Proc[] = [];
try {
  if (target) log(`measuring the running shop at ${storefront} (API ${backend})`);
  else await startStack();

  const fixtures = await readFixtures(backend);
  const pages = pageTypes.flatMap((type) =>
    locales.map((locale) => ({ type: type.name, locale, path: type.path(fixtures, locale) })),
  );
  // A page whose route is not built yet (404) or whose fixture is missing is listed, not loaded.
  const status = new Map<string, string>();
  for (const page of pages) {
    if (!page.path) status.set(`${page.type}-${page.locale}`, 'no fixture');
    else {
      const answer = await probe(`${storefront}${page.path}`, bypass);
      status.set(`${page.type}-${page.locale}`, String(answer.status));
    }
  }
  const measurable = pages.filter((page) => status.get(`${page.type}-${page.locale}`) === '200');

  const productPath = pageTypes.find((type) => type.name === 'product')!.path(fixtures, 'cs')!;
  const productHtml = await probe(`${storefront}${productPath}`, { 'accept-encoding': 'identity' });
  const htmlFile = path.join(scratch, 'product.html');
  await writeFile(htmlFile, productHtml.body);
  const staticProc = startNode('static', path.join(root, 'bench', 'staticServer.ts'), root, {}, [
    ports.static,
    htmlFile,
  ]);
  procs.push(staticProc);
  await ready(staticProc, `http://127.0.0.1:${ports.static}/`, 10_000);

  const modes = [
    { name: 'uncached', headers: bypass },
    { name: 'cached', headers: {} },
  ] as const;
  log(`warming up ${measurable.length} pages…`);
  for (const page of measurable)
    for (const mode of modes)
      await load(`${storefront}${page.path}`, Math.min(3, duration), connections, mode.headers);

  const passResults: { rows: Row[]; rssMb: Record<string, number | null> }[] = [];
  for (let pass = 1; pass <= passes; pass++) {
    log(`pass ${pass}/${passes}: ${duration} s per measurement, ${connections} connections`);
    const staticLoad = await load(`http://127.0.0.1:${ports.static}/`, duration, connections);
    const staticBytes = (await probe(`http://127.0.0.1:${ports.static}/`)).bytes;
    const rows: Row[] = [
      {
        page: 'static baseline',
        locale: 'cs',
        mode: '-',
        status: '200',
        bytes: staticBytes,
        load: staticLoad,
      },
    ];
    for (const page of pages) {
      const pageStatus = status.get(`${page.type}-${page.locale}`)!;
      for (const mode of modes) {
        let result: Load | null = null;
        let bytes: number | null = null;
        let cacheControl: string | null = null;
        if (pageStatus === '200' && page.path) {
          result = await load(`${storefront}${page.path}`, duration, connections, mode.headers);
          const answer = await probe(`${storefront}${page.path}`, mode.headers);
          bytes = answer.bytes;
          cacheControl = answer.cacheControl;
        }
        rows.push({
          page: page.type,
          locale: page.locale,
          mode: mode.name,
          status: pageStatus,
          path: page.path ?? undefined,
          bytes,
          cacheControl,
          load: result,
        });
      }
    }
    const rss = Object.fromEntries(
      await Promise.all(procs.map(async (proc) => [proc.name, await rssMb(proc)] as const)),
    );
    passResults.push({ rows, rssMb: rss });
    log(
      `RSS after pass ${pass}: ${Object.entries(rss)
        .map(([n, mb]) => `${n} ${mb} MB`)
        .join(', ')}`,
    );
  }
  const last = passResults.at(-1)!;
  console.log(`\n${formatPageTable(last.rows)}\n`);

  log('back-end call latencies (one request at a time)…');
  const api = await apiLatencies(backend, fixtures, 100);
  console.log(`\n${formatTable(api.rows, 50)}\n`);
  for (const [name, why] of Object.entries(api.skipped)) log(`skipped "${name}": ${why}`);

  const routeIds = pageTypes.map((type) => `${type.route}___cs`);
  const assetsByRoute = await pageAssets(
    path.join(root, 'storefront', 'build', 'client'),
    routeIds,
  );
  const assets = Object.fromEntries(
    pageTypes.map((type) => [type.name, assetsByRoute[`${type.route}___cs`] ?? null]),
  );
  for (const [name, size] of Object.entries(assets))
    log(
      `${name}: ${size ? `JS ${size.jsKb} KB, CSS ${size.cssKb} KB gzip (${size.files} files)` : 'no route in the build'}`,
    );

  const lighthouse: Record<string, LighthouseScore | string> = {};
  if (lighthouseRuns > 0) {
    for (const type of pageTypes.filter((t) => t.lighthouse)) {
      const pagePath = type.path(fixtures, 'cs');
      if (!pagePath || status.get(`${type.name}-cs`) !== '200') {
        lighthouse[type.name] = `skipped (${status.get(`${type.name}-cs`)})`;
        continue;
      }
      log(`Lighthouse ${type.name} (${lighthouseRuns} runs)…`);
      const score = await lighthouseScore(`${storefront}${pagePath}`, lighthouseRuns);
      lighthouse[type.name] = score;
      log(
        `  performance ${score.performance} (runs ${score.runs.join(', ')}), LCP ${score.lcpMs} ms, CLS ${score.cls}, TBT ${score.tbtMs} ms`,
      );
    }
  }

  const rssAfter = Object.fromEntries(
    await Promise.all(procs.map(async (proc) => [proc.name, await rssMb(proc)] as const)),
  );
  const [load1] = loadavg();
  const report = {
    date: new Date().toISOString(),
    machine: { cores: availableParallelism(), loadAverage: load1 },
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    target: target ?? null,
    settings: { duration, connections, passes, lighthouseRuns },
    fixtures,
    pages: last.rows,
    passes: passResults,
    rssAfterAllMb: rssAfter,
    api: api.rows,
    assets,
    lighthouse,
  };
  const stamp = report.date.replace(/[:.]/g, '-');
  await mkdir(path.join(root, 'bench', 'results', 'scratch'), { recursive: true });
  const out = path.join(root, 'bench', 'results', 'scratch', `${stamp}.json`);
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${path.relative(root, out)}`);
  if (values.record) {
    const recorded = path.join(root, 'bench', 'results', `${values.record}.json`);
    await writeFile(recorded, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${path.relative(root, recorded)}`);
  }
  log(
    `load average ${load1?.toFixed(1)} on ${availableParallelism()} cores${(load1 ?? 0) > availableParallelism() ? ' (busy: numbers are depressed)' : ''}`,
  );
} finally {
  await stopAll(procs);
  await rm(scratch, { recursive: true, force: true });
}
