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
    // A short sampling interval: the lag is the mean over the samples since the last one, so few
    // samples beside the block keep the mean well above the limit on a busy machine too.
    () => ({ load: { requestDeadlineMs: 300, maxEventLoopDelayMs: 100, sampleIntervalMs: 100 } }),
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
    // A sample that sees the lag holds it for one interval (100 ms), and it may be the first or
    // the second sample after the block (the delayed reading can land after the first sample was
    // taken): asking every few milliseconds for a second finds that window on a busy machine too.
    const until = performance.now() + 1_000;
    let shed = await fetch(`${api.baseUrl}/api/v1/currencies`);
    while (shed.status !== 503 && performance.now() < until) {
      await sleep(5);
      shed = await fetch(`${api.baseUrl}/api/v1/currencies`);
    }
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(await shed.json()).toEqual(envelope);
    expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
    // Once the loop is free again, the shop answers.
    await sleep(1_200);
    expect((await fetch(`${api.baseUrl}/api/v1/currencies`)).status).toBe(200);
  });
});
