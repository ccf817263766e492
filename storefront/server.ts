/**
 * Production server (Node 24 runs this TypeScript directly): hashed assets from build/client with
 * an immutable cache, everything else through React Router's SSR handler, whose root middleware
 * applies the URL rules, locale, currency and cache headers.
 *
 * PORT (default 3000) and HOST (default 0.0.0.0, so a load balancer or container port mapping can
 * reach it; set HOST=127.0.0.1 to keep it local). TRUST_PROXY lists the reverse proxies whose
 * X-Forwarded-* headers reach the app; from any other peer they are dropped here.
 *
 * For operators (decisions 271, 272): JSON log lines (pino, LOG_LEVEL), each request's id
 * (X-Request-Id, sent on to the back end), `/livez`, `/readyz` (and `/healthz`), Prometheus
 * metrics on METRICS_PORT (METRICS_HOST, default 127.0.0.1) when set. SIGINT/SIGTERM: not ready,
 * still serving for SHUTDOWN_DRAIN_MS (default 0; behind a balancer that polls `/readyz`, its
 * interval × failures), then no new connections while running requests finish (up to 10 s).
 *
 * Responses are compressed (brotli or gzip, as the client accepts). Anonymous pages go through
 * the full-page cache (decision 085): in Redis when REDIS_URL is set, so every process shares
 * it, else in this process (PAGE_CACHE_MB, default 64). PAGE_CACHE=off renders every request.
 * With REDIS_URL the process also hears the back end's changes of shop data (decision 230) and
 * moves its cache generation: cached pages and shared back-end answers then miss. REDIS_PREFIX
 * (default `vitrina:`) must match the back end's.
 */
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestListener } from '@remix-run/node-fetch-server';
import compression from 'compression';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { constants } from 'node:zlib';
import { cacheGeneration } from './app/api/cacheGeneration.server.ts';
import { createLifecycle, serveMetrics } from '@vitrina/contracts/serving';
import { serverEnv } from './app/env.server.ts';
import { log } from './app/log.server.ts';
import { listenForInvalidation } from './server/invalidation.ts';
import { refuseCrossSite } from './server/crossSiteRefusal.ts';
import { storefrontMetrics } from './server/metrics.ts';
import { observeRequests } from './server/observe.ts';
import { withPageCache } from './server/pageCache.ts';
import { memoryPageStore, redisPageStore } from './server/pageStore.ts';
import { routeLabeller } from './server/routeLabel.ts';
import { shutDown } from './server/shutdown.ts';
import { serveStatic } from './server/staticFiles.ts';
import { dropForwardedHeaders, proxyTrust } from './server/trustedProxy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const serverBuildUrl = pathToFileURL(path.join(here, 'build', 'server', 'index.js')).href;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const shutdownGraceMs = 10_000;
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS || 0);
const fromTrustedProxy = proxyTrust(process.env.TRUST_PROXY);
const lifecycle = createLifecycle();
const metrics = process.env.METRICS_PORT ? storefrontMetrics() : undefined;

const build = (await import(serverBuildUrl)) as ServerBuild;
const handler = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
const render = metrics ? metrics.countRenders(handler) : handler;
const redisPrefix = process.env.REDIS_PREFIX || 'vitrina:';
if (process.env.REDIS_URL) listenForInvalidation(process.env.REDIS_URL, redisPrefix);
const pageStore = process.env.REDIS_URL
  ? redisPageStore(process.env.REDIS_URL, redisPrefix)
  : memoryPageStore(Number(process.env.PAGE_CACHE_MB || 64) * 1024 * 1024);
const handleRequest = createRequestListener(
  refuseCrossSite(
    process.env.PAGE_CACHE === 'off'
      ? (request) => render(request)
      : withPageCache((request) => render(request), {
          store: pageStore,
          theme: process.env.VITRINA_THEME || 'eshop',
          generation: cacheGeneration,
          // The windows of the public Cache-Control (decision 028): s-maxage and stale-while-revalidate.
          freshMs: 60_000,
          staleMs: 600_000,
        }),
    serverEnv().publicOrigin,
  ),
);
type CompressRequest = Parameters<typeof compress>[0];
type CompressResponse = Parameters<typeof compress>[1];
// Every write is flushed, so a streamed page's shell still reaches the browser before its end.
const compress = compression({
  flush: constants.Z_SYNC_FLUSH,
  brotli: { flush: constants.BROTLI_OPERATION_FLUSH },
});

const routeOf = routeLabeller(build.routes);
const staticAnswers = new WeakSet<ServerResponse>();
const server = createServer(
  observeRequests(
    (request, response) => {
      if (!fromTrustedProxy(request.socket.remoteAddress)) dropForwardedHeaders(request.headers);
      // The middleware is Express's; it only uses what Node's own request and response have.
      compress(request as CompressRequest, response as CompressResponse, () => {
        serveStatic(request, response, clientDir)
          .then((served) =>
            served ? void staticAnswers.add(response) : handleRequest(request, response),
          )
          .catch((error: unknown) => {
            log.error({ err: error, reqId: request.headers['x-request-id'] }, 'request failed');
            if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
            response.end('Internal Server Error');
          });
      });
    },
    {
      log,
      lifecycle,
      metrics,
      routeOf: (path, response) => (staticAnswers.has(response) ? '(static)' : routeOf(path)),
    },
  ),
);

server.listen(port, host, () => {
  log.info(`Vitrina storefront listening on http://${host}:${port}`);
});
if (metrics) {
  const metricsPort = Number(process.env.METRICS_PORT);
  const metricsHost = process.env.METRICS_HOST || '127.0.0.1';
  const metricsServer = await serveMetrics(metrics.registry, metricsPort, metricsHost);
  metricsServer.unref();
  log.info(`metrics: http://${metricsHost}:${metricsPort}/metrics`);
}

function stop(signal: string) {
  // A second Ctrl-C while closing means "now".
  if (lifecycle.phase === 'stopping') process.exit(130);
  log.info(`${signal}: not ready; draining for ${drainMs} ms, then stopping`);
  void shutDown(server, lifecycle, { drainMs, graceMs: shutdownGraceMs }).then(() =>
    process.exit(0),
  );
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
