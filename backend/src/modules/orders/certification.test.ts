import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@vitrina/contracts/store';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationCall } from './certification.ts';

/** A local stand-in for the certification service: records bodies, answers what a test sets. */
let server: Server;
let url = '';
const received: unknown[] = [];
let answer: { status: number; delayMs?: number } = { status: 200 };

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as unknown;
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ method: request.method, type: request.headers['content-type'], body });
      setTimeout(() => response.writeHead(answer.status).end('{}'), answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const order = {
  code: '2026000123',
  customer: { email: 'jana@example.com' },
  items: [
    { kind: 'product', productId: 11 },
    { kind: 'product', productId: 11 },
    { kind: 'product', productId: 12 },
    { kind: 'gift', productId: 99 },
    { kind: 'shipping', productId: null },
  ],
} as unknown as Order;

function recordingLog() {
  const warnings: unknown[][] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('certificationCall', () => {
  it('posts the key, e-mail, order code and the bought products once each', async () => {
    received.length = 0;
    answer = { status: 200 };
    const { log, warnings } = recordingLog();
    await certificationCall({ url, apiKey: 'shop-key' })(order, log);
    expect(received).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: {
          apiKey: 'shop-key',
          email: 'jana@example.com',
          orderId: '2026000123',
          productItemIds: ['11', '12'],
        },
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('only logs an answer other than 200', async () => {
    answer = { status: 503 };
    const { log, warnings } = recordingLog();
    await expect(certificationCall({ url, apiKey: 'k' })(order, log)).resolves.toBeUndefined();
    expect(warnings).toEqual([
      [{ orderCode: '2026000123', status: 503 }, 'certification call refused'],
    ]);
  });

  it('gives up after its timeout and on an unreachable service, only logging', async () => {
    answer = { status: 200, delayMs: 2000 };
    const { log, warnings } = recordingLog();
    // Without the timeout the call would wait for the 200 and log nothing.
    await certificationCall({ url, apiKey: 'k', timeoutMs: 100 })(order, log);
    await certificationCall({ url: 'http://127.0.0.1:9/none', apiKey: 'k' })(order, log);
    expect(warnings.map(([, message]) => message)).toEqual([
      'certification call failed',
      'certification call failed',
    ]);
  });
});
