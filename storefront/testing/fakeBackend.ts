import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  path: string;
  headers: IncomingHttpHeaders;
  method: string;
  /** The request body as text ('' without one). */
  body: string;
}

/** Answers a call by its path (and, for POSTs such as GraphQL, its request body). */
export type FakeRoute = (
  path: string,
  body: string,
) => { status: number; body: unknown } | undefined;

/**
 * A local HTTP server that answers like the store and content back ends for the few calls a test
 * needs, and records every call it receives. Points STORE_API_URL and CONTENT_API_URL at itself.
 */
export async function startFakeBackend(route: FakeRoute) {
  const calls: RecordedCall[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      calls.push({ path, headers: request.headers, method: request.method ?? 'GET', body });
      const answer = route(path, body) ?? { status: 404, body: { data: { errors: [] } } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const saved = { store: process.env.STORE_API_URL, content: process.env.CONTENT_API_URL };
  process.env.STORE_API_URL = origin;
  process.env.CONTENT_API_URL = `${origin}/content`;
  return {
    calls,
    async stop() {
      process.env.STORE_API_URL = saved.store;
      process.env.CONTENT_API_URL = saved.content;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The demo shop's two currencies in the contract's shape. */
export const demoCurrencies = [
  {
    code: 'CZK',
    symbol: 'Kč',
    symbolPlacement: 'right',
    decimalPlaces: 2,
    decimalPoint: ',',
    millesimalPoint: ' ',
    isDefault: true,
  },
  {
    code: 'EUR',
    symbol: '€',
    symbolPlacement: 'left',
    decimalPlaces: 2,
    decimalPoint: ',',
    millesimalPoint: ' ',
    isDefault: false,
  },
];
