import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, executeOperation, GraphqlRequestError } from './operation.ts';

// A local HTTP server stands in for the content server, so the client is tested over real HTTP.
let server: Server;
let baseUrl = '';
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const faq = defineOperation({
  name: 'Faq',
  document: 'query Faq { faq { title } }',
  variables: z.object({}),
  result: z.object({ faq: z.array(z.object({ title: z.string() })) }),
});

it('parses the data of a successful answer', async () => {
  answer = { status: 200, body: { data: { faq: [{ title: 'Kdy?' }] } } };
  await expect(executeOperation(faq, {}, { baseUrl })).resolves.toEqual({
    faq: [{ title: 'Kdy?' }],
  });
});

it('a refusal before GraphQL ran (503 with the error envelope) is a request error, not data', async () => {
  answer = {
    status: 503,
    body: { data: { errors: [{ title: 'The server is busy', code: 'service_unavailable' }] } },
  };
  const failure = await executeOperation(faq, {}, { baseUrl }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(GraphqlRequestError);
  expect((failure as GraphqlRequestError).status).toBe(503);
});

it('GraphQL errors throw with their messages', async () => {
  answer = { status: 200, body: { data: null, errors: [{ message: 'Cannot query field' }] } };
  await expect(executeOperation(faq, {}, { baseUrl })).rejects.toThrow('Cannot query field');
});
