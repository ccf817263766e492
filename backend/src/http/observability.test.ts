import { request } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { testDatabases } from '../test/databases.ts';
import { createLifecycle, serveMetrics } from '@vitrina/contracts/serving';
import { answerWhileStarting, shutDown } from './lifecycle.ts';
import { backendMetrics } from './metrics.ts';

/** Polls `test` every 50 ms until it holds (the test's own timeout bounds it). */
async function until(test: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await test())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** One sample line of the Prometheus text format: name, optional labels, a number. */
const sampleLine =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.]+(e[+-]?[0-9]+)?|NaN|[+-]Inf)$/;

/** The value of one sample (`name{labels}`, labels in the registry's order), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((one) => one.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The sum of a metric's samples over every label set that has `label`. */
function total(text: string, metric: string, label: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) && line.includes(label))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe.each(testDatabases)('request id, metrics and probes on $name', (database) => {
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const lifecycle = createLifecycle();
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let registry: Registry;
  let app: FastifyInstance;
  let base: string;
  let metricsUrl: string;
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>>;

  beforeAll(async () => {
    ({ handle, dispose } = await database.open({ seeded: true }));
    registry = backendMetrics(handle);
    app = await buildApp({
      db: handle.db,
      logger: { level: 'info', base: null, stream },
      load: { maxEventLoopDelayMs: 0 },
      lifecycle,
      metrics: registry,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    metricsServer = await serveMetrics(registry, 0, '127.0.0.1');
    const address = metricsServer.address();
    metricsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
  });
  afterAll(async () => {
    metricsServer?.close();
    await app?.close();
    await dispose?.();
  });

  const scrape = async () => {
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  it('takes a well-formed X-Request-Id, answers it and logs it on the request line', async () => {
    const id = 'storefront-3f2b8c1e-6a4d-4f0e';
    const answer = await fetch(`${base}/api/v1/currencies`, { headers: { 'x-request-id': id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(id);
    const line = logLines.find((one) => one.reqId === id);
    expect(line).toMatchObject({
      msg: expect.stringMatching(/^GET \/api\/v1\/currencies 200 \d+ms$/),
      route: '/api/v1/currencies',
      statusCode: 200,
    });
  });

  it('replaces a malformed id with its own, so a client cannot write into the logs', async () => {
    const forged = 'evil"} {"level":60,"msg":"forged';
    const answer = await fetch(`${base}/api/v1/currencies`, {
      headers: { 'x-request-id': forged },
    });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.some((line) => line.reqId === id)).toBe(true);
    expect(logLines.some((line) => JSON.stringify(line).includes('forged'))).toBe(false);
  });

  it('serves Prometheus text whose counters move with requests, labelled by route pattern', async () => {
    const route = 'route="/api/v1/products/:id/reviews"';
    const first = await scrape();
    const before = total(first, 'http_requests_total', route);
    const timedBefore = total(first, 'http_request_duration_seconds_count', route);
    // Fifty different URLs of one route and fifty that match no route.
    for (let i = 0; i < 50; i++) {
      await fetch(`${base}/api/v1/products/${900_000 + i}/reviews`);
      await fetch(`${base}/no/such/path/${i}`);
    }
    const text = await scrape();
    for (const line of text.split('\n').filter((one) => one && !one.startsWith('#')))
      expect(line).toMatch(sampleLine);
    expect(total(text, 'http_requests_total', route)).toBe(before + 50);
    expect(total(text, 'http_request_duration_seconds_count', route)).toBe(timedBefore + 50);
    expect(
      sample(text, 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}'),
    ).toBeGreaterThanOrEqual(50);
    // Every label set names a route pattern, never a URL that was asked.
    const routes = new Set(
      text
        .split('\n')
        .filter((line) => line.startsWith('http_requests_total{'))
        .map((line) => /route="([^"]*)"/.exec(line)?.[1]),
    );
    expect([...routes].some((one) => /900\d{3}|no\/such/.test(one ?? ''))).toBe(false);
    expect(routes.size).toBeLessThan(6);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^vitrina_db_pool_max \d+$/m);
  });

  it('counts the mail outbox backlog', async () => {
    const waiting = () =>
      scrape().then((text) => sample(text, 'vitrina_mail_outbox{state="waiting"}'));
    const before = (await waiting()) ?? 0;
    await handle.db
      .insert(mailOutbox)
      .values({ kind: 'test', recipient: 'a@example.com', subject: 'S', body: 'B' });
    expect(await waiting()).toBe(before + 1);
  });

  it('reports this pool’s connections by state where PostgreSQL tells', async () => {
    const text = await scrape();
    if (database.name === 'postgres')
      expect(sample(text, 'vitrina_db_connections{state="idle"}')).toBeGreaterThan(0);
    else expect(text).not.toMatch(/^vitrina_db_connections\{/m);
  });

  it('answers liveness and readiness apart, and leaves probes out of logs and metrics', async () => {
    const lines = logLines.length;
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(logLines.length).toBe(lines);
    expect(await scrape()).not.toMatch(/route="\/(livez|readyz|health)"/);

    lifecycle.stop();
    const stopping = await fetch(`${base}/readyz`);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    // Still serving while it drains, but handing its kept-alive connections back.
    const served = await fetch(`${base}/api/v1/currencies`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
  });
});

describe.each(testDatabases)('SIGTERM on $name', (database) => {
  const lifecycle = createLifecycle();
  const started = {} as { app: FastifyInstance; base: string; dispose(): Promise<void> };
  beforeAll(async () => {
    const { handle, dispose } = await database.open({ seeded: true });
    const app = await buildApp({ db: handle.db, load: { maxEventLoopDelayMs: 0 }, lifecycle });
    Object.assign(started, {
      app,
      dispose,
      base: await app.listen({ port: 0, host: '127.0.0.1' }),
    });
  });
  afterAll(() => started.dispose?.());

  it('answers not-ready while it drains, then finishes the request in flight', async () => {
    const drainMs = 1500;
    const { app, base } = started;
    // A request in flight: its headers sent, the rest of its body still to come.
    const body = JSON.stringify({ id: 1, type: 'variant', amount: 1 });
    const inFlight = request(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await until(
      () => new Promise((resolve) => app.server.getConnections((_error, n) => resolve(n > 0))),
    );

    const stopped = shutDown(app, lifecycle, drainMs);
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'stopping' });
    // After the drain no new connection is taken, but the request in flight is answered.
    await until(() =>
      fetch(`${base}/livez`).then(
        () => false,
        () => true,
      ),
    );
    inFlight.end(body.slice(10));
    const finished = await answer;
    expect(finished.status).toBeLessThan(500);
    expect(JSON.parse(finished.text)).toHaveProperty('data');
    await stopped;
  });
});

describe('the port while the database is prepared', () => {
  it('says alive but not ready, and passes every shopper on with 503 and Retry-After', async () => {
    const starting = await answerWhileStarting(0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${starting.port}`;
      expect((await fetch(`${base}/livez`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'starting' });
      const api = await fetch(`${base}/api/v1/currencies`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toEqual({
        data: { errors: [{ title: 'The server is starting', code: 'service_unavailable' }] },
      });
    } finally {
      await starting.close();
    }
  });
});
