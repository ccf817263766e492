import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, callEndpoint } from './client.ts';
import { endpoints } from './endpoints.ts';

// A local HTTP server stands in for a back end so the client is tested over real HTTP.
let server: Server;
let baseUrl = '';
const answers = new Map<string, { status: number; body: unknown }>();
const seen: { url: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    const answer = answers.get(new URL(request.url ?? '/', 'http://x').pathname) ?? {
      status: 404,
      body: {},
    };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = () => ({
  baseUrls: { store: baseUrl, content: `${baseUrl}/content` },
  headers: { 'x-locale': 'en' },
});

describe('callEndpoint', () => {
  it('builds the URL from base, path and query and sends the headers', async () => {
    answers.set('/api/v1/countries', {
      status: 200,
      body: { data: [], currentPage: 2, totalPages: 3 },
    });
    const result = await callEndpoint(
      endpoints.countries,
      { query: { page: 2, perPage: 50 } },
      options(),
    );
    expect(result).toEqual({ data: [], currentPage: 2, totalPages: 3 });
    expect(seen.at(-1)?.url).toBe('/api/v1/countries?page=2&perPage=50');
    expect(seen.at(-1)?.headers['x-locale']).toBe('en');
  });

  it('calls the content server under its own base URL', async () => {
    answers.set('/content/menu-object/mainMenu', {
      status: 200,
      body: { code: 'mainMenu', title: 'Main', items: [] },
    });
    const menu = await callEndpoint(
      endpoints.menuObject,
      { params: { code: 'mainMenu' } },
      options(),
    );
    expect(menu.code).toBe('mainMenu');
  });

  it('turns the error envelope into an ApiRequestError with status and errors', async () => {
    answers.set('/content/menu-object/nope', {
      status: 404,
      body: { data: { errors: [{ title: 'Menu nope does not exist', code: 'unknown_menu' }] } },
    });
    const error = await callEndpoint(
      endpoints.menuObject,
      { params: { code: 'nope' } },
      options(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).errors[0]?.code).toBe('unknown_menu');
    expect((error as ApiRequestError).message).toBe('Menu nope does not exist');
  });

  it('rejects a success answer that breaks the contract', async () => {
    answers.set('/api/v1/currencies', { status: 200, body: { data: [{ code: 'CZK' }] } });
    const error = await callEndpoint(endpoints.currencies, {}, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(502);
    expect((error as ApiRequestError).message).toContain('answered outside its contract');
  });
});
