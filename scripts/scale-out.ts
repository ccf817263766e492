/**
 * `pnpm stack:scaled`: the shop scaled out on one machine (issue 19, decision 231) — several
 * back-end and storefront processes on one PostgreSQL and one Redis, behind load balancers:
 *
 *   client → balancer :PORT → storefronts :PORT+1…  → balancer :BACKEND_PORT → back ends :BACKEND_PORT+1…
 *
 * The storefronts reach the back ends through the second balancer, so a dead back end costs
 * nothing more than a retry. Both balancers run in this process (scripts/lib/balancer.ts).
 * Ctrl-C or SIGTERM stops it all: the front balancer first, then the storefronts (they finish
 * what they are rendering), then the back ends.
 *
 *   DATABASE_URL   PostgreSQL (default postgres://postgres@127.0.0.1:5432/vitrina_scaled, created
 *                  when missing; the first back end migrates and seeds it as `pnpm start` does,
 *                  the others start once it answers)
 *   REDIS_URL      default redis://127.0.0.1:6379: page cache, rate limits, invalidation
 *   REDIS_PREFIX   default `vitrina-scaled-<PORT>:`, so stacks sharing a Redis stay apart
 *   PORT           the front balancer (default 3000); storefronts on the next ports
 *   BACKEND_PORT   the back ends' balancer (default 4000); back ends on the next ports
 *   PUBLIC_URL     the shop's address (default http://localhost:PORT)
 *   --storefronts N, --backends N   processes of each (default 2)
 *   --no-build     do not build the storefront even when its sources changed
 *   --quiet        do not print the processes' logs
 *
 * `pnpm bench --target http://127.0.0.1:PORT --target-api http://127.0.0.1:BACKEND_PORT` measures it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../backend/bench/database.ts';
import { createBalancer, type Balancer } from './lib/balancer.ts';
import { buildStorefrontIfNeeded } from './lib/freshness.ts';
import { loadEnvFile } from './lib/process.ts';
import { ready, startNode, stopAll, type Proc } from './lib/stack.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
loadEnvFile(path.join(root, '.env'));
const { values } = parseArgs({
  options: {
    storefronts: { type: 'string', default: '2' },
    backends: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(`[scaled] ${line}`);
const count = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error(`--${name} expects 1 to 8`);
  return n;
};
const storefronts = count('storefronts', values.storefronts);
const backends = count('backends', values.backends);
const port = Number(process.env.PORT || 3000);
const backendPort = Number(process.env.BACKEND_PORT || 4000);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/vitrina_scaled';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisPrefix = process.env.REDIS_PREFIX || `vitrina-scaled-${port}:`;
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
const echo = !values.quiet;

const backendProcs: Proc[] = [];
const storefrontProcs: Proc[] = [];
let front: Balancer | undefined;
let api: Balancer | undefined;
let stopping = false;

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // The front first (no new shoppers), then the storefronts, whose running renders still reach
  // the back ends, then those.
  await front?.close();
  await stopAll(storefrontProcs);
  await api?.close();
  await stopAll(backendProcs);
  for (const [name, balancer] of [
    ['front', front],
    ['API', api],
  ] as const) {
    const { retried, failed } = balancer?.counts() ?? { retried: 0, failed: 0 };
    log(`${name} balancer: ${retried} requests retried on another process, ${failed} failed`);
  }
  log('stopped');
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function watch(proc: Proc) {
  proc.child.on('exit', (code, signal) => {
    // The stack keeps serving on the others; the balancer takes this one out of rotation.
    if (!stopping) log(`${proc.name} exited (${signal ?? code}); the others keep serving`);
  });
}

try {
  if (!values['no-build']) await buildStorefrontIfNeeded(root, log);
  await ensureDatabase(databaseUrl);
  log(`database ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}, Redis ${redisUrl} (${redisPrefix})`);

  for (let i = 1; i <= backends; i++) {
    const proc = startNode(
      `backend-${i}`,
      'src/main.ts',
      path.join(root, 'backend'),
      {
        PORT: String(backendPort + i),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        STOREFRONT_URL: publicUrl,
      },
      [],
      echo,
    );
    backendProcs.push(proc);
    watch(proc);
    // The first one migrates and seeds an empty database (minutes on a busy machine); the others
    // start on the prepared one, so no two seed at once.
    if (i === 1) log('back end 1 prepares the database (a first start seeds the demo shop)…');
    await ready(proc, `http://127.0.0.1:${backendPort + i}/health`, 600_000);
  }
  api = createBalancer({
    upstreams: backendProcs.map((_, i) => `http://127.0.0.1:${backendPort + i + 1}`),
    healthPath: '/health',
    log,
  });
  await api.listen(backendPort);
  const apiUrl = `http://127.0.0.1:${backendPort}`;

  for (let i = 1; i <= storefronts; i++) {
    const proc = startNode(
      `storefront-${i}`,
      'server.ts',
      path.join(root, 'storefront'),
      {
        PORT: String(port + i),
        HOST: '127.0.0.1',
        STORE_API_URL: apiUrl,
        CONTENT_API_URL: `${apiUrl}/content`,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        PUBLIC_URL: publicUrl,
        // The front balancer's X-Forwarded-Proto is believed.
        TRUST_PROXY: '127.0.0.1',
      },
      [],
      echo,
    );
    storefrontProcs.push(proc);
    watch(proc);
  }
  await Promise.all(
    storefrontProcs.map((proc, i) =>
      ready(proc, `http://127.0.0.1:${port + i + 1}/healthz`, 120_000),
    ),
  );
  front = createBalancer({
    upstreams: storefrontProcs.map((_, i) => `http://127.0.0.1:${port + i + 1}`),
    healthPath: '/healthz',
    log,
  });
  await front.listen(port);
  log(
    [
      `the shop: http://127.0.0.1:${port} (${publicUrl}) → storefronts ${storefrontProcs.map((_, i) => port + i + 1).join(', ')}`,
      `its API: ${apiUrl} → back ends ${backendProcs.map((_, i) => backendPort + i + 1).join(', ')}`,
      `process ids: ${[...storefrontProcs, ...backendProcs].map((proc) => `${proc.name} ${proc.child.pid}`).join(', ')}`,
      'Ctrl-C stops everything',
    ].join('\n[scaled] '),
  );
} catch (error) {
  console.error(`[scaled] ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
