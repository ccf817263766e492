import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export type ParentMessage = { type: 'usage'; id: number } | { type: 'close' };
export type ServerMessage =
  | { type: 'ready'; base: string }
  | {
      type: 'usage';
      id: number;
      statements: number;
      databaseWrites: number;
      userUs: number;
      systemUs: number;
    };

/** What the back end has spent so far: statements sent to its database and its CPU time. */
export interface Usage {
  statements: number;
  /** Writes to the database's sockets: round trips, each waking a database backend. */
  databaseWrites: number;
  /** CPU time of the back-end process (user + system), milliseconds. */
  cpuMs: number;
  userMs: number;
  systemMs: number;
}

export interface BenchBackend {
  base: string;
  usage(): Promise<Usage>;
  close(): Promise<void>;
}

/**
 * Starts the measured back end in a process of its own (`server.ts`), so its CPU time is its own:
 * the shoppers' HTTP client stays in this process. `profileDir` runs it under `--cpu-prof`.
 */
export async function startBenchBackend(options: {
  url: string;
  port: number;
  cacheDir: string;
  listStatements: boolean;
  profileDir?: string;
}): Promise<BenchBackend> {
  const child = fork(
    fileURLToPath(new URL('./server.ts', import.meta.url)),
    [options.url, String(options.port), options.cacheDir, options.listStatements ? '1' : ''],
    {
      stdio: 'inherit',
      execArgv: [
        ...process.execArgv,
        ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
      ],
    },
  );
  const exited = once(child, 'exit');
  const waiting = new Map<number, (usage: Usage) => void>();
  let nextId = 0;
  const base = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    void exited.then(([code]) => reject(new Error(`bench back end exited with ${code}`)));
    child.on('message', (message: ServerMessage) => {
      if (message.type === 'ready') resolve(message.base);
      else {
        waiting.get(message.id)?.({
          statements: message.statements,
          databaseWrites: message.databaseWrites,
          userMs: message.userUs / 1000,
          systemMs: message.systemUs / 1000,
          cpuMs: (message.userUs + message.systemUs) / 1000,
        });
        waiting.delete(message.id);
      }
    });
  });
  const send = (message: ParentMessage) => child.send(message);
  return {
    base,
    usage: () =>
      new Promise<Usage>((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        send({ type: 'usage', id });
      }),
    async close() {
      if (child.exitCode === null) send({ type: 'close' });
      // A back end that does not stop by itself (a timer left running) is ended.
      const stuck = setTimeout(() => child.kill(), 15_000);
      await exited;
      clearTimeout(stuck);
    },
  };
}
