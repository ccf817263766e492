import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = fileURLToPath(new URL('../../backend/', import.meta.url));
const backendMain = path.join(backendDir, 'src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One admin statement through the back end's own driver, run in its folder (not imported here). */
async function adminQuery(url: string, sql: string): Promise<void> {
  const script = `import postgres from 'postgres';
const admin = postgres(process.env.ADMIN_URL, { max: 1, onnotice: () => {} });
try { await admin.unsafe(process.env.ADMIN_SQL); } finally { await admin.end(); }`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: backendDir,
    env: { ...process.env, ADMIN_URL: url, ADMIN_SQL: sql },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`admin statement failed: ${sql}`);
}

/**
 * The real back end (backend/src/main.ts) as its own process on a free port, over a fresh,
 * seeded database: a new database on TEST_DATABASE_URL's server when set (seconds), else PGlite
 * in a temporary folder. The storefront talks to it over HTTP exactly as in production; its
 * package may not import the back end (architecture.md, "Layout and boundaries").
 */
export async function startRealBackend(
  timeoutMs = 240_000,
  /** Gets the back end's JSON log lines (from level info) when given. */
  onLog?: (line: string) => void,
) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-sf-backend-'));
  const server = process.env.TEST_DATABASE_URL;
  const name = `vitrina_sf_${process.pid}_${port}`;
  let databaseUrl: string | undefined;
  if (server) {
    await adminQuery(server, `create database "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const child: ChildProcess = spawn(process.execPath, [backendMain], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'pglite'),
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: onLog ? 'info' : 'warn',
      REDIS_URL: '',
      // Test files run in parallel beside it: lag there is the machine's, not an overload.
      LOAD_SHED_LAG_MS: '0',
      // The local test card gateway, whatever the environment says.
      PAYMENT_GATEWAY_URL: '',
      PAYMENT_GATEWAY_SECRET: '',
    },
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    lines.forEach((line) => onLog?.(line));
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the back end exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/api/v1/currencies`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the back end did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const saved = { store: process.env.STORE_API_URL, content: process.env.CONTENT_API_URL };
  process.env.STORE_API_URL = origin;
  process.env.CONTENT_API_URL = `${origin}/content`;
  return {
    origin,
    async stop() {
      process.env.STORE_API_URL = saved.store;
      process.env.CONTENT_API_URL = saved.content;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (server) await adminQuery(server, `drop database if exists "${name}" with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
