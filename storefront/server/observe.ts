import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedRequestId, requestIdHeader } from '@vitrina/contracts';
import type { Lifecycle } from '@vitrina/contracts/serving';
import type { Logger } from 'pino';
import { cacheStatusHeader } from './pageCache.ts';
import type { StorefrontMetrics } from './metrics.ts';

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface ObserveOptions {
  log: Logger;
  lifecycle: Lifecycle;
  metrics?: StorefrontMetrics;
  /** The route id a path belongs to (`routeLabel.ts`); a bounded set, whatever the URL. */
  routeOf(path: string, response: ServerResponse): string;
}

/** Probes are answered before anything else, and neither logged nor counted. */
const probePaths = new Set(['/livez', '/readyz', '/healthz']);

function answerProbe(path: string, lifecycle: Lifecycle, response: ServerResponse): boolean {
  if (!probePaths.has(path)) return false;
  // `/healthz` and `/livez`: the process answers. `/readyz`: and it takes shoppers (decision 271).
  const ready = path !== '/readyz' || lifecycle.phase === 'ready';
  response.writeHead(ready ? 200 : 503, {
    'Content-Type': 'text/plain',
    'Cache-Control': 'no-store',
    ...(lifecycle.phase === 'stopping' && { Connection: 'close' }),
  });
  response.end(path === '/readyz' ? lifecycle.phase : 'ok');
  return true;
}

/**
 * What an operator sees of every request (decisions 271, 272): the probes; one request id — the
 * caller's `X-Request-Id` when well-formed, else a new one — put on the request for the app (its
 * API client sends it to the back end) and answered back; one JSON log line with it when the
 * answer is done; the request's metrics. Touches nothing a page renders.
 */
export function observeRequests(handler: NodeHandler, options: ObserveOptions): NodeHandler {
  const { log, lifecycle, metrics, routeOf } = options;
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (answerProbe(path, lifecycle, response)) return;
    const id = acceptedRequestId(request.headers[requestIdHeader]) ?? randomUUID();
    request.headers[requestIdHeader] = id;
    response.setHeader(requestIdHeader, id);
    // A stopping process hands its clients (a balancer's kept-alive connections) back.
    if (lifecycle.phase === 'stopping') response.setHeader('Connection', 'close');
    const started = process.hrtime.bigint();
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(path, response);
      const cache = response.getHeader(cacheStatusHeader)?.toString();
      const status = response.statusCode;
      metrics?.answered({ method: request.method ?? 'GET', route, status, cache }, seconds);
      const ms = Math.round(seconds * 1000);
      log.info(
        { reqId: id, method: request.method, route, statusCode: status, ms, cache },
        `${request.method} ${request.url} ${status} ${ms}ms`,
      );
    });
    handler(request, response);
  };
}
