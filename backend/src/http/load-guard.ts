import underPressure from '@fastify/under-pressure';
import { errorEnvelope } from '@vitrina/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { probePaths } from './lifecycle.ts';

export interface LoadGuardOptions {
  /** A handler still running after this many ms answers 503 (its work is abandoned). */
  requestDeadlineMs?: number;
  /** Mean event-loop lag above which new requests are shed with 503 + Retry-After. */
  maxEventLoopDelayMs?: number;
  /** How often the lag is sampled. */
  sampleIntervalMs?: number;
  /** Seconds a shed caller is told to wait. */
  retryAfterSeconds?: number;
}

export const loadGuardDefaults = {
  requestDeadlineMs: 10_000,
  maxEventLoopDelayMs: 1_000,
  sampleIntervalMs: 1_000,
  retryAfterSeconds: 5,
} satisfies Required<LoadGuardOptions>;

function unavailable(reply: FastifyReply, retryAfter: number, title: string) {
  reply.code(503).header('retry-after', String(retryAfter));
  return errorEnvelope([{ title, code: 'service_unavailable' }]);
}

/**
 * Two guards so one request can never take the shop down (issue 10):
 * - @fastify/under-pressure samples the event-loop lag; above the limit new requests answer 503
 *   with Retry-After at once, so the process keeps answering its health check instead of queueing
 *   work it cannot finish;
 * - a deadline per request: a handler that has not answered in time gets a 503 sent for it and the
 *   socket is freed (an async handler cannot be killed, but its caller no longer waits for it).
 * Loops over input are bounded where they are written; these guards are the net under them.
 */
export async function guardLoad(app: FastifyInstance, options: LoadGuardOptions): Promise<void> {
  const { requestDeadlineMs, maxEventLoopDelayMs, sampleIntervalMs, retryAfterSeconds } = {
    ...loadGuardDefaults,
    ...options,
  };
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    retryAfter: retryAfterSeconds,
    // Returning a body makes the plugin send it (returning nothing lets the request through);
    // a balancer's probes always answer.
    pressureHandler: (request, reply) =>
      probePaths.has(request.url.split('?')[0] ?? '')
        ? undefined
        : (unavailable(reply, retryAfterSeconds, 'The server is busy; retry later') as never),
  });

  const deadlines = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ deadlineMs: requestDeadlineMs }, 'request passed its deadline');
      void reply.send(unavailable(reply, retryAfterSeconds, 'The request took too long'));
    }, requestDeadlineMs);
    timer.unref();
    deadlines.set(request, timer);
  });
  const clear = async (request: object) => clearTimeout(deadlines.get(request));
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
