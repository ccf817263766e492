import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

const envelope = { data: { errors: [expect.objectContaining({ code: 'service_unavailable' })] } };

describe.each(testDatabases)('request deadline and load shedding on $name', (database) => {
  const api = useTestApp(
    database,
    (app) => {
      app.get('/test/slow', async () => {
        await sleep(5_000);
        return { late: true };
      });
      app.get('/test/block', async () => {
        const until = Date.now() + 1_500;
        while (Date.now() < until); // A handler that holds the event loop, as issue 10's loop did.
        return { blocked: true };
      });
    },
    () => ({ load: { requestDeadlineMs: 300, maxEventLoopDelayMs: 400, sampleIntervalMs: 500 } }),
  );

  it('answers 503 with Retry-After and the envelope when a handler passes its deadline', async () => {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/test/slow`);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual(envelope);
  });

  it('sheds new requests with 503 while the event loop lags, but keeps answering /health', async () => {
    await fetch(`${api.baseUrl}/test/block`);
    // The sample taken right after the block sees the lag and holds it for one interval.
    await sleep(20);
    const shed = await fetch(`${api.baseUrl}/api/v1/currencies`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(await shed.json()).toEqual(envelope);
    expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
    // Once the loop is free again, the shop answers.
    await sleep(1_200);
    expect((await fetch(`${api.baseUrl}/api/v1/currencies`)).status).toBe(200);
  });
});
