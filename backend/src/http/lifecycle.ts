import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorEnvelope } from '@vitrina/contracts';
import type { Lifecycle } from '@vitrina/contracts/serving';
import type { FastifyInstance } from 'fastify';

/** Probes are neither logged nor counted: a balancer asks them every second. */
export const probePaths = new Set(['/livez', '/readyz', '/health']);

/**
 * Probes for balancers and orchestrators (decision 271): alive as long as it answers `/livez`;
 * ready for shoppers only between start-up (migrations, seed; `answerWhileStarting`) and the
 * SIGTERM that begins its shutdown. `/health` (the database answers) stays for the scripts.
 */
export function probeRoutes(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.get('/livez', async () => ({ status: 'alive' }));
  app.get('/readyz', async (_request, reply) => {
    if (lifecycle.phase !== 'ready') reply.code(503).header('retry-after', '1');
    return { status: lifecycle.phase };
  });
  // A stopping process hands its clients (the balancer's kept-alive connections) back: the next
  // request opens a connection to a process that is staying.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
  });
}

/**
 * SIGTERM's work: not ready at once, still serving for `drainMs` (a balancer polling `/readyz`
 * stops sending meanwhile), then no new connections while the requests in flight finish.
 */
export async function shutDown(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  drainMs: number,
): Promise<void> {
  lifecycle.stop();
  await sleep(drainMs);
  await app.close();
}

/**
 * Answers on the app's port while the database is migrated and seeded (the app does not exist
 * yet): `/livez` 200, `/readyz` and everything else 503 with Retry-After, so a balancer that
 * sends a shopper here passes the request on (nginx: `proxy_next_upstream http_503`).
 */
export async function answerWhileStarting(port: number, host: string) {
  const body = JSON.stringify(
    errorEnvelope([{ title: 'The server is starting', code: 'service_unavailable' }]),
  );
  const server = createServer((request, response) => {
    const alive = request.url === '/livez';
    response.writeHead(alive ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
      ...(alive ? {} : { 'retry-after': '5' }),
    });
    if (alive) response.end('{"status":"alive"}');
    else response.end(request.url === '/readyz' ? '{"status":"starting"}' : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    /** Frees the port for the app. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
