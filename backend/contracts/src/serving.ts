import { createServer, type Server } from 'node:http';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * What both servers tell an operator (decisions 271, 272), shared so the two answer alike:
 * where the process is in its life, and the Prometheus metrics on a port of their own.
 */
export type Phase = 'starting' | 'ready' | 'stopping';

export interface Lifecycle {
  readonly phase: Phase;
  /** SIGTERM: not ready any more; answers close their connections while requests are served. */
  stop(): void;
}

/** A process that is ready (it listens once started), until `stop()`. */
export function createLifecycle(): Lifecycle {
  let phase: Phase = 'ready';
  return {
    get phase() {
      return phase;
    },
    stop() {
      phase = 'stopping';
    },
  };
}

export interface AnsweredRequest {
  method: string;
  /** A route pattern or id, never the URL: the label sets stay as many as the routes. */
  route: string;
  status: number;
}

/**
 * Rate, errors (the 5xx `status_code`s) and latency per route, named alike on both servers:
 * `http_requests_total` and `http_request_duration_seconds`. Returns what counts one answer.
 */
export function requestMetrics(registry: Registry) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and route',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  return ({ method, route, status }: AnsweredRequest, seconds: number) => {
    requests.inc({ method, route, status_code: String(status) });
    duration.observe({ method, route }, seconds);
  };
}

/**
 * `/metrics` on a port of its own (METRICS_PORT, on METRICS_HOST, default 127.0.0.1): never
 * behind the shop's balancer, so shoppers cannot read it; Prometheus scrapes it directly.
 */
export async function serveMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics' || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
