import { requestMetrics, type AnsweredRequest } from '@vitrina/contracts/serving';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

export interface StorefrontMetrics {
  registry: Registry;
  /** One answered request: its route id (never the URL), status and page-cache outcome. */
  answered(labels: AnsweredRequest & { cache?: string }, seconds: number): void;
  /** Wraps the renderer so the renders in progress are counted. */
  countRenders<R>(render: (request: Request) => Promise<R>): (request: Request) => Promise<R>;
}

/**
 * The storefront's Prometheus metrics (decision 272): the process's own (memory, CPU, event-loop
 * lag, GC), request rate, errors and latency per route id (`product-slug___cs`, a bounded set),
 * page-cache outcomes and renders in progress. One registry per server, so tests may make several.
 */
export function storefrontMetrics(): StorefrontMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const answeredRequest = requestMetrics(registry);
  const pageCache = new Counter({
    name: 'vitrina_page_cache_total',
    help: 'Page-cache outcomes: hit, stale (served while re-rendered), miss, bypass',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const renders = new Gauge({
    name: 'vitrina_renders_in_progress',
    help: 'Requests React Router is rendering now (loaders and the HTML shell)',
    registers: [registry],
  });
  return {
    registry,
    answered({ cache, ...request }, seconds) {
      answeredRequest(request, seconds);
      if (cache) pageCache.inc({ outcome: cache });
    },
    countRenders(render) {
      // One parameter, as the caller's: a handler's arity decides what node-fetch-server passes.
      return async (request) => {
        renders.inc();
        try {
          return await render(request);
        } finally {
          renders.dec();
        }
      };
    },
  };
}
