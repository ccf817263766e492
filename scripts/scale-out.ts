/**
 * `pnpm stack:scaled`: the shop scaled out on one machine (decisions 231, 270) — several
 * back-end and storefront processes on one PostgreSQL and one Redis, behind nginx:
 *
 *   client → nginx :PORT → storefronts :PORT+1…  → nginx :BACKEND_PORT → back ends :BACKEND_PORT+1…
 *
 * nginx (Debian's nginx-light; NGINX names another binary) runs the repo's configuration,
 * scripts/nginx/vitrina.conf.template, filled with these ports and a temporary folder, as the
 * current user. The storefronts reach the back ends through it, so a dead back end costs nothing
 * more than a retry. Each process serves its Prometheus metrics on its port + 10. Ctrl-C or SIGTERM
 * stops it all: nginx first, then the storefronts (they finish what they are rendering), then the
 * back ends.
 *
 *   DATABASE_URL   PostgreSQL (default postgres://postgres@127.0.0.1:5432/vitrina_scaled, created
 *                  when missing; the first back end migrates and seeds it as `pnpm start` does,
 *                  the others start once it is ready)
 *   REDIS_URL      default redis://127.0.0.1:6379: page cache, rate limits, invalidation
 *   REDIS_PREFIX   default `vitrina-scaled-<PORT>:`, so stacks sharing a Redis stay apart
 *   PORT           nginx's shop port (default 3000); storefronts on the next ports
 *   BACKEND_PORT   nginx's API port (default 4000); back ends on the next ports
 *   PUBLIC_URL     the shop's address (default http://localhost:PORT)
 *   --storefronts N, --backends N   processes of each (default 2)
 *   --no-build     do not build the storefront even when its sources changed
 *   --quiet        do not print the processes' logs
 *
 * `pnpm bench --target http://127.0.0.1:PORT --target-api http://127.0.0.1:BACKEND_PORT` measures it.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../backend/bench/database.ts';
import { buildStorefrontIfNeeded } from './lib/freshness.ts';
import { findNginx, nginxArgs, testNginxConfig, writeNginxConfig } from './lib/nginx.ts';
import { loadEnvFile, waitForHealthy } from './lib/process.ts';
import { ready, startNode, startProcess, stopAll, type Proc } from './lib/stack.ts';

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

/** Each process's metrics port: its own port + 10 (Prometheus scrapes them directly). */
const metricsOffset = 10;
/** Answers close their connections this long after SIGTERM (decision 271): nginx lets go of them. */
const drainMs = '1000';

const backendProcs: Proc[] = [];
const storefrontProcs: Proc[] = [];
let nginx: Proc | undefined;
let nginxRunDir: string | undefined;
let stopping = false;

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // The storefronts first (they drain, then finish their renders, whose calls still pass
  // nginx's API side), then nginx (gracefully), then the back ends.
  await stopAll(storefrontProcs);
  await stopAll(nginx ? [nginx] : [], 'SIGQUIT');
  await stopAll(backendProcs);
  if (nginxRunDir) await rm(nginxRunDir, { recursive: true, force: true });
  log('stopped');
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function watch(proc: Proc) {
  proc.child.on('exit', (code, signal) => {
    // The stack keeps serving on the others; nginx takes this one out of rotation.
    if (!stopping) log(`${proc.name} exited (${signal ?? code}); the others keep serving`);
  });
}

const nginxFound = findNginx();
if ('missing' in nginxFound) {
  console.error(`[scaled] ${nginxFound.missing}`);
  process.exit(1);
}
const storefrontPorts = Array.from({ length: storefronts }, (_, i) => port + i + 1);
const backendPorts = Array.from({ length: backends }, (_, i) => backendPort + i + 1);

try {
  if (!values['no-build']) await buildStorefrontIfNeeded(root, log);
  await ensureDatabase(databaseUrl);
  log(`database ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}, Redis ${redisUrl} (${redisPrefix})`);
  const nginxConfig = await writeNginxConfig({
    shopPort: port,
    apiPort: backendPort,
    storefrontPorts,
    backendPorts,
  });
  nginxRunDir = nginxConfig.runDir;
  const checked = testNginxConfig(nginxFound.binary, nginxConfig.runDir, nginxConfig.config);
  if (!checked.ok) throw new Error(`nginx refused its configuration:\n${checked.output}`);

  for (const [i, backendProcPort] of backendPorts.entries()) {
    const proc = startNode(
      `backend-${i + 1}`,
      'src/main.ts',
      path.join(root, 'backend'),
      {
        PORT: String(backendProcPort),
        METRICS_PORT: String(backendProcPort + metricsOffset),
        SHUTDOWN_DRAIN_MS: drainMs,
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
    if (i === 0) log('back end 1 prepares the database (a first start seeds the demo shop)…');
    await ready(proc, `http://127.0.0.1:${backendProcPort}/readyz`, 600_000);
  }
  nginx = startProcess(
    'nginx',
    nginxFound.binary,
    nginxArgs(nginxConfig.runDir, nginxConfig.config),
    {
      echo,
    },
  );
  nginx.child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`nginx exited (${signal ?? code}); stopping the stack`);
      void stop(1);
    }
  });
  const apiUrl = `http://127.0.0.1:${backendPort}`;
  await waitForHealthy(`${apiUrl}/readyz`, 30_000);

  for (const [i, storefrontProcPort] of storefrontPorts.entries()) {
    const proc = startNode(
      `storefront-${i + 1}`,
      'server.ts',
      path.join(root, 'storefront'),
      {
        PORT: String(storefrontProcPort),
        HOST: '127.0.0.1',
        METRICS_PORT: String(storefrontProcPort + metricsOffset),
        SHUTDOWN_DRAIN_MS: drainMs,
        STORE_API_URL: apiUrl,
        CONTENT_API_URL: `${apiUrl}/content`,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        PUBLIC_URL: publicUrl,
        // nginx's X-Forwarded-* are believed.
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
      ready(proc, `http://127.0.0.1:${storefrontPorts[i]}/readyz`, 120_000),
    ),
  );
  await waitForHealthy(`http://127.0.0.1:${port}/readyz`, 30_000);
  log(
    [
      `the shop: http://127.0.0.1:${port} (${publicUrl}) → storefronts ${storefrontPorts.join(', ')}`,
      `its API: ${apiUrl} → back ends ${backendPorts.join(', ')}`,
      `nginx: ${nginxConfig.config}, access log ${nginxConfig.runDir}/access.log`,
      `metrics: each process's port + ${metricsOffset} (/metrics)`,
      `process ids: ${[...storefrontProcs, ...backendProcs].map((proc) => `${proc.name} ${proc.child.pid}`).join(', ')}`,
      'Ctrl-C stops everything',
    ].join('\n[scaled] '),
  );
} catch (error) {
  console.error(`[scaled] ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
