import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Lifecycle } from '@vitrina/contracts/serving';

/**
 * SIGTERM's work (decision 271): not ready at once (answers close their connections), still
 * serving for `drainMs` so a balancer polling `/readyz` stops sending, then no new connections
 * while the requests in flight finish, for up to `graceMs`.
 */
export async function shutDown(
  server: Server,
  lifecycle: Lifecycle,
  { drainMs, graceMs }: { drainMs: number; graceMs: number },
): Promise<void> {
  lifecycle.stop();
  await sleep(drainMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const grace = sleep(graceMs, undefined, { ref: false }).then(() => server.closeAllConnections());
  await Promise.race([closed, grace]);
}
