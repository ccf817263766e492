// Child processes of the repo's stacks: `pnpm bench`, `pnpm stack:scaled` and its kill check.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { waitForHealthy } from './process.ts';

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Lines the process printed last, shown when it fails to start. */
  output: string[];
}

/**
 * Starts a Node script in production mode. Its last lines are kept (shown when it fails to
 * start); they are also printed, prefixed with its name, when `echo` is set or BENCH_VERBOSE is.
 */
export function startNode(
  name: string,
  script: string,
  cwd: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
  echo = Boolean(process.env.BENCH_VERBOSE),
): Proc {
  return startProcess(name, process.execPath, [script, ...args], {
    cwd,
    env: { NODE_ENV: 'production', ...env },
    echo,
  });
}

/** Starts any program (nginx) with its output kept and echoed like a Node script's. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; echo?: boolean } = {},
): Proc {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    const lines = chunk.toString().split('\n');
    if (options.echo)
      process.stderr.write(
        lines
          .filter(Boolean)
          .map((line) => `[${name}] ${line}\n`)
          .join(''),
      );
    output.push(...lines);
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

export async function ready(proc: Proc, url: string, timeoutMs: number): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    proc.child.once('exit', (code) => reject(new Error(`${proc.name} exited (${code})`))),
  );
  // Stopping the process later is no failure of this wait.
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForHealthy(url, timeoutMs), exited]);
  } catch (error) {
    console.error(proc.output.join('\n'));
    throw error;
  }
}

/** Resident memory of a process in MB (Linux), or null where /proc is missing. */
export async function rssMb(proc: Proc): Promise<number | null> {
  const status = await readFile(path.join('/proc', String(proc.child.pid), 'status'), 'utf8').catch(
    () => null,
  );
  const kb = status?.match(/^VmRSS:\s+(\d+)/m)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

/** Stops every process with `signal` (nginx: SIGQUIT, graceful), SIGKILL after 10 s. */
export async function stopAll(procs: Proc[], signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  await Promise.all(
    procs.map(
      (proc) =>
        new Promise<void>((resolve) => {
          if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve();
          const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
          proc.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          proc.child.kill(signal);
        }),
    ),
  );
}

/** A port nobody listens on now (the system's choice). */
export function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(String(typeof address === 'object' && address ? address.port : 0)),
      );
    });
  });
}

export interface ShopPorts {
  storefront: string;
  backend: string;
}

/**
 * The production stack as `pnpm start` runs it, for the measuring scripts (`pnpm bench`,
 * `pnpm soak`): one back end on a fresh PGlite folder in `dataDir` (or DATABASE_URL's
 * PostgreSQL) and one storefront, each pushed to `procs` as it starts (so a failed start still
 * stops what began), both answering when this resolves. `env` goes to both; with `metrics`,
 * each serves its /metrics on its port + 10.
 */
export async function startShop(
  root: string,
  ports: ShopPorts,
  options: { dataDir: string; procs: Proc[]; env?: Record<string, string>; metrics?: boolean },
): Promise<void> {
  // Prometheus metrics on each process's port + 10 (decision 272), when asked.
  const metricsPort = (port: string) =>
    options.metrics ? { METRICS_PORT: String(Number(port) + 10) } : {};
  const backend = `http://127.0.0.1:${ports.backend}`;
  const backendProc = startNode('back end', 'src/main.ts', path.join(root, 'backend'), {
    PORT: ports.backend,
    DATA_DIR: path.join(options.dataDir, 'pglite'),
    LOG_LEVEL: 'warn',
    ...metricsPort(ports.backend),
    ...options.env,
  });
  options.procs.push(backendProc);
  await ready(backendProc, `${backend}/readyz`, 600_000);
  const storefrontProc = startNode('storefront', 'server.ts', path.join(root, 'storefront'), {
    PORT: ports.storefront,
    HOST: '127.0.0.1',
    STORE_API_URL: backend,
    CONTENT_API_URL: `${backend}/content`,
    LOG_LEVEL: 'warn',
    ...metricsPort(ports.storefront),
    ...options.env,
  });
  options.procs.push(storefrontProc);
  await ready(storefrontProc, `http://127.0.0.1:${ports.storefront}/readyz`, 120_000);
}
