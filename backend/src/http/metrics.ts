import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { requestMetrics } from '@vitrina/contracts/serving';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import { outboxBacklog } from '../mail/outbox.ts';
import { probePaths } from './lifecycle.ts';

/** A collector that cannot answer in this time leaves its gauge as it was; the scrape goes on. */
const collectTimeoutMs = 1000;

function withinTimeout<T>(work: Promise<T>): Promise<T | undefined> {
  const timeout = sleep(collectTimeoutMs, undefined, { ref: false });
  return Promise.race([work.catch(() => undefined), timeout]);
}

/**
 * The back end's Prometheus metrics (decision 272): the process's own (memory, CPU, event-loop
 * lag, GC), the database pool and the mail outbox. HTTP metrics join when `countRequests` binds
 * an app to it. One registry per app, so tests may build several.
 */
export function backendMetrics(
  handle: Pick<DatabaseHandle, 'db' | 'poolSize' | 'connectionStates'>,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'vitrina_db_pool_max',
    help: 'Database connections the pool may open',
    registers: [registry],
  }).set(handle.poolSize);
  new Gauge({
    name: 'vitrina_db_connections',
    help: "The pool's open connections by state, as PostgreSQL's pg_stat_activity tells",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      if (!handle.connectionStates) return;
      const states = await withinTimeout(handle.connectionStates());
      if (!states) return;
      this.reset();
      for (const [state, count] of Object.entries(states)) this.set({ state }, count);
    },
  });
  // Set by the outbox gauge's collection (one query for both), registered after it.
  const oldestMail = new Gauge({
    name: 'vitrina_mail_outbox_oldest_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox',
    registers: [],
  });
  new Gauge({
    name: 'vitrina_mail_outbox',
    help: 'E-mails in the outbox: waiting to be sent, or given up after the last attempt',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const backlog = await withinTimeout(outboxBacklog(handle.db));
      if (!backlog) return;
      this.set({ state: 'waiting' }, backlog.waiting);
      this.set({ state: 'given_up' }, backlog.givenUp);
      oldestMail.set(backlog.oldestSeconds);
    },
  });
  registry.registerMetric(oldestMail);
  return registry;
}

/**
 * Rate, errors and latency of every route, labelled by the route's pattern
 * (`/api/v1/products/:id/reviews`, never the URL a client chose). Probes are left out.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const answered = requestMetrics(registry);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    if (probePaths.has(route)) return;
    answered({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
}
