// Starts the whole shop: the embedded back end (unless both API URLs point elsewhere) and the
// storefront in production mode. Builds the storefront first when its sources are newer than the
// build. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStorefrontIfNeeded } from './lib/freshness.ts';
import { loadEnvFile, waitForHealthy } from './lib/process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
loadEnvFile(path.join(root, '.env'));

const args = new Set(process.argv.slice(2));
const port = process.env.PORT || '3000';
const backendPort = process.env.BACKEND_PORT || '4000';
const externalApis = Boolean(process.env.STORE_API_URL && process.env.CONTENT_API_URL);
const storeApiUrl = process.env.STORE_API_URL || `http://127.0.0.1:${backendPort}`;
const contentApiUrl = process.env.CONTENT_API_URL || `http://127.0.0.1:${backendPort}/content`;

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, script: string, cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} exited (${signal ?? code}); stopping the shop.`);
    void stop(code ?? 1);
  });
  children.push(child);
  return child;
}

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const exits = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)).finally(() => undefined));
  for (const child of children) child.kill('SIGTERM');
  const timeout = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 10_000);
  await Promise.all(exits);
  clearTimeout(timeout);
  process.exit(exitCode);
}

/** Waits for a server to answer; when it never does, stops the shop instead of leaving the rest running. */
async function ready(name: string, url: string, timeoutMs: number): Promise<void> {
  try {
    await waitForHealthy(url, timeoutMs);
  } catch {
    console.error(`[start] the ${name} did not answer on ${url} within ${timeoutMs / 1000} s.`);
    await stop(1);
  }
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const storefrontDir = path.join(root, 'storefront');
if (!args.has('--no-build'))
  await buildStorefrontIfNeeded(root, (line) => console.log(`[start] ${line}`));
if (!existsSync(path.join(storefrontDir, 'build', 'server', 'index.js'))) {
  console.error('[start] no storefront build found; run without --no-build.');
  process.exit(1);
}

if (!externalApis) {
  run('back end', 'src/main.ts', path.join(root, 'backend'), {
    PORT: backendPort,
    DATA_DIR: process.env.DATA_DIR || path.join(root, '.data', 'pglite'),
    // E-mailed links (newsletter, accounts) point at the storefront started here, on its port.
    STOREFRONT_URL:
      process.env.STOREFRONT_URL || process.env.PUBLIC_URL || `http://localhost:${port}`,
  });
  // The first start migrates and seeds the demo shop: a minute or more on a slow or busy machine.
  await ready('back end', `http://127.0.0.1:${backendPort}/health`, 300_000);
}
run('storefront', 'server.ts', storefrontDir, {
  PORT: port,
  STORE_API_URL: storeApiUrl,
  CONTENT_API_URL: contentApiUrl,
});
await ready('storefront', `http://127.0.0.1:${port}/healthz`, 120_000);
console.log(`[start] Vitrina is running on http://localhost:${port} (Ctrl-C stops it)`);
