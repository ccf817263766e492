import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { createRequestListener } from '@remix-run/node-fetch-server';
import { endpoints } from '@vitrina/contracts';
import { createLifecycle, serveMetrics } from '@vitrina/contracts/serving';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRequestId } from '../app/request/requestId.server.ts';
import { resolveRequestContext } from '../app/request/resolveRequestContext.server.ts';
import { startRealBackend } from '../testing/realBackend.ts';
import { storefrontMetrics } from './metrics.ts';
import { observeRequests } from './observe.ts';
import { cacheStatusHeader } from './pageCache.ts';
import { routeLabeller } from './routeLabel.ts';
import { shutDown } from './shutdown.ts';

/** A pino logger whose JSON lines land in `lines`. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: pino({ base: null }, stream) };
}

async function listen(listener: RequestListener): Promise<{ server: Server; base: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    server,
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  };
}

/** Polls `test` every 50 ms until it holds (the test's own timeout bounds it). */
async function until(test: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await test())) await new Promise((resolve) => setTimeout(resolve, 50));
}

// A few routes as a build lists them: a page with a parameter, the catch-all, one per language.
const manifest = {
  root: { id: 'root', path: '' },
  pages: { id: 'pages', parentId: 'root' },
  home___cs: { id: 'home___cs', parentId: 'pages', index: true },
  'product-slug___cs': { id: 'product-slug___cs', parentId: 'pages', path: 'produkt/:slug' },
  all___cs: { id: 'all___cs', parentId: 'pages', path: '*' },
} as unknown as ServerBuild['routes'];

describe('the request id from the shopper to the back end', () => {
  const backendLines: Record<string, unknown>[] = [];
  const storefront = capturedLog();
  let backend: Awaited<ReturnType<typeof startRealBackend>>;
  let shop: { server: Server; base: string };

  beforeAll(async () => {
    backend = await startRealBackend(240_000, (line) => {
      if (line.startsWith('{')) backendLines.push(JSON.parse(line) as Record<string, unknown>);
    });
    // The storefront's request handling up to its API client: the root middleware's request id,
    // the request context (which asks the back end for the currencies) and a call a page makes.
    const app = createRequestListener((request) =>
      withRequestId(request, async () => {
        const context = await resolveRequestContext(request, new URL(request.url));
        await context.api.call(endpoints.countries, {});
        return new Response('rendered');
      }),
    );
    shop = await listen(
      observeRequests(app, {
        log: storefront.log,
        lifecycle: createLifecycle(),
        routeOf: routeLabeller(manifest),
      }),
    );
  }, 300_000);
  afterAll(async () => {
    shop?.server.close();
    await backend?.stop();
  }, 60_000);

  const backendLinesOf = (id: string) =>
    backendLines.filter((line) => line.reqId === id && typeof line.route === 'string');

  it('carries the shopper’s well-formed id into both processes’ log lines', async () => {
    const id = 'balancer-a5c2f0e9d1b34c7a8e6f';
    const answer = await fetch(`${shop.base}/produkt/kolo`, { headers: { 'x-request-id': id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(id);
    await until(() => storefront.lines.some((line) => line.reqId === id));
    expect(storefront.lines.find((line) => line.reqId === id)).toMatchObject({
      msg: expect.stringMatching(/^GET \/produkt\/kolo 200 \d+ms$/),
      route: 'product-slug___cs',
    });
    await until(() => backendLinesOf(id).some((line) => line.route === '/api/v1/countries'));
    expect(backendLinesOf(id).map((line) => line.route)).toContain('/api/v1/countries');
  });

  it('makes its own id for a malformed one and sends that on', async () => {
    const answer = await fetch(`${shop.base}/o-nas`, {
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => backendLinesOf(id).length > 0);
    expect(storefront.lines.find((line) => line.reqId === id)).toMatchObject({
      route: 'all___cs',
    });
  });
});

describe('the storefront’s metrics', { timeout: 30_000 }, () => {
  it('serves Prometheus text whose counters move, one label per route, cache outcomes counted', async () => {
    const metrics = storefrontMetrics();
    const render = metrics.countRenders(async (request: Request) => {
      // While a render runs, the gauge says so.
      const text = await metrics.registry.metrics();
      const cache = new URL(request.url).pathname.startsWith('/produkt') ? 'miss' : 'bypass';
      return new Response(text.match(/^vitrina_renders_in_progress \d+$/m)?.[0] ?? '', {
        headers: { [cacheStatusHeader]: cache },
      });
    });
    const shop = await listen(
      observeRequests(createRequestListener(render), {
        log: capturedLog().log,
        lifecycle: createLifecycle(),
        metrics,
        routeOf: routeLabeller(manifest),
      }),
    );
    const scrapeServer = await serveMetrics(metrics.registry, 0, '127.0.0.1');
    const address = scrapeServer.address();
    const scrapeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
    try {
      const during = await fetch(`${shop.base}/produkt/first`);
      expect(await during.text()).toBe('vitrina_renders_in_progress 1');
      for (let i = 0; i < 40; i++) {
        await fetch(`${shop.base}/produkt/kolo-${i}?utm=${i}`).then((r) => r.arrayBuffer());
        await fetch(`${shop.base}/some/cms/page-${i}`).then((r) => r.arrayBuffer());
      }
      await fetch(`${shop.base}/readyz`);
      const answer = await fetch(scrapeUrl);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await answer.text();
      for (const line of text.split('\n').filter((one) => one && !one.startsWith('#')))
        expect(line).toMatch(/^[a-zA-Z_:][\w:]*(\{[^}]*\})? [-+\d.eInfNa]+$/);
      expect(text).toContain(
        'http_requests_total{method="GET",route="product-slug___cs",status_code="200"} 41',
      );
      expect(text).toContain(
        'http_requests_total{method="GET",route="all___cs",status_code="200"} 40',
      );
      expect(text).toContain(
        'http_request_duration_seconds_count{method="GET",route="product-slug___cs"} 41',
      );
      expect(text).toContain('vitrina_page_cache_total{outcome="miss"} 41');
      expect(text).toContain('vitrina_page_cache_total{outcome="bypass"} 40');
      expect(text).toMatch(/^vitrina_renders_in_progress 0$/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      // No URL became a label, and probes are not counted.
      expect(text).not.toMatch(/kolo-|page-\d|utm|readyz/);
    } finally {
      shop.server.close();
      scrapeServer.close();
    }
  });
});

describe('readiness while the storefront stops', { timeout: 30_000 }, () => {
  it('answers not-ready while it drains, then finishes the request in flight', async () => {
    const lifecycle = createLifecycle();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const shop = await listen(
      observeRequests(
        (request, response) => {
          if (request.url === '/slow') void held.then(() => response.end('finished'));
          else response.end('fast');
        },
        { log: capturedLog().log, lifecycle, routeOf: () => 'test' },
      ),
    );
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      httpRequest(`${shop.base}/slow`, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
    await until(
      () => new Promise((resolve) => shop.server.getConnections((_error, n) => resolve(n > 0))),
    );
    expect((await fetch(`${shop.base}/readyz`)).status).toBe(200);

    const stopped = shutDown(shop.server, lifecycle, { drainMs: 1000, graceMs: 10_000 });
    const readiness = await fetch(`${shop.base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.text()).toBe('stopping');
    expect((await fetch(`${shop.base}/livez`)).status).toBe(200);
    const served = await fetch(`${shop.base}/fast`);
    expect(await served.text()).toBe('fast');
    expect(served.headers.get('connection')).toBe('close');
    // After the drain no new connection is taken; the request in flight still gets its answer.
    await until(() =>
      fetch(`${shop.base}/livez`).then(
        () => false,
        () => true,
      ),
    );
    release();
    expect(await inFlight).toEqual({ status: 200, body: 'finished' });
    await stopped;
  });
});
