import { defineEndpoint, endpoints, errorEnvelopeSchema, type Endpoint } from '@vitrina/contracts';
import { binaryEndpoints, type BinaryEndpoint } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindEndpoint, useContractCompilers } from './http/bind-endpoint.ts';
import { mountedPath } from './http/mount.ts';
import { testDatabases } from './test/databases.ts';
import { useTestApp } from './test/test-app.ts';

/** A route whose handler breaks its own contract. */
const drifting = defineEndpoint({
  name: 'drifting',
  server: 'store',
  method: 'GET',
  path: '/test/drifting',
  summary: 'Answers outside its response schema.',
  response: z.object({ data: z.array(z.string()) }),
  errors: [],
});

function errorsOf(body: unknown) {
  return errorEnvelopeSchema.parse(body).data.errors;
}

describe.each(testDatabases)('app on $name', (database) => {
  const api = useTestApp(database, (app) => {
    app.get('/test/boom', () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    void app.register(async (scope) => {
      useContractCompilers(scope);
      bindEndpoint(scope, drifting, async () => ({ data: [42] }) as never);
    });
  });

  it('answers /health after asking the database', async () => {
    expect(await api.get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('serves an OpenAPI 3.1 document listing every endpoint of the contract', async () => {
    const { status, body } = await api.get('/api/docs/json');
    expect(status).toBe(200);
    const document = body as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    // Derived from the table, which grows with every call implemented; spot-check a few too.
    const table: (Endpoint | BinaryEndpoint)[] = [
      ...(Object.values(endpoints) as Endpoint[]),
      ...Object.values(binaryEndpoints),
    ];
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(table.map(mountedPath))].sort());
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/globals',
        '/api/v1/shippers',
        '/content/menu-object/{code}',
      ]),
    );
    const alias = await api.get('/api/docs/openapi.json');
    expect(alias.body).toEqual(body);
  });

  it('resolves every $ref of the document to a component', async () => {
    const { body } = await api.get('/api/docs/json');
    const text = JSON.stringify(body);
    const schemas = (body as { components: { schemas: Record<string, unknown> } }).components
      .schemas;
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(schemas).toHaveProperty([ref ?? '']);
    expect(text).not.toContain('$defs');
  });

  it('serves the Swagger UI page at /api/docs', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('swagger');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const { status, body } = await api.get('/api/v1/nothing-here');
    expect(status).toBe(404);
    expect(errorsOf(body)).toEqual([
      { title: 'No endpoint GET /api/v1/nothing-here', code: 'not_found' },
    ]);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/globals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    expect(errorsOf(await response.json())).toEqual([
      { title: 'Malformed JSON body', code: 'validation_failed' },
    ]);
  });

  it('answers a crash with a 500 envelope that leaks nothing', async () => {
    const { status, body } = await api.get('/test/boom');
    expect(status).toBe(500);
    expect(errorsOf(body)).toEqual([{ title: 'Internal server error', code: 'internal_error' }]);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('answers a response that breaks its contract with a 500, not the bad body', async () => {
    const { status, body } = await api.get('/test/drifting');
    expect(status).toBe(500);
    expect(errorsOf(body)).toEqual([{ title: 'Internal server error', code: 'internal_error' }]);
  });

  it.each([
    '/api/v1/globals',
    '/api/v1/currencies',
    '/api/v1/countries',
    '/api/v1/product-categories',
    '/content/menu-object/mainMenu',
    '/content/url-rewrite?path=%2Fo-nas',
    '/content/redirect?path=%2Fstary-kosik',
  ])('rejects an unknown locale on %s', async (path) => {
    const { status, body } = await api.get(path, { 'x-locale': 'de' });
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual([
      {
        field: 'x-locale',
        title: 'Unknown locale "de"; use one of cs, en',
        code: 'unknown_locale',
      },
    ]);
  });

  it.each([
    '/api/v1/globals',
    '/api/v1/currencies',
    '/api/v1/countries',
    '/api/v1/product-categories',
  ])('rejects an unknown currency on %s', async (path) => {
    const { status, body } = await api.get(path, { 'x-currency': 'USD' });
    expect(status).toBe(400);
    expect(errorsOf(body)).toMatchObject([{ field: 'x-currency', code: 'unknown_currency' }]);
  });

  it('rejects an unknown currency on the content server too (headers mean the same everywhere)', async () => {
    const { status, body } = await api.get('/content/menu-object/mainMenu', {
      'x-currency': 'USD',
    });
    expect(status).toBe(400);
    expect(errorsOf(body)).toMatchObject([{ field: 'x-currency', code: 'unknown_currency' }]);
  });

  it('rejects malformed user groups', async () => {
    const { status, body } = await api.get('/api/v1/globals', { 'x-user-groups': 'VO,<script>' });
    expect(status).toBe(400);
    expect(errorsOf(body)).toMatchObject([{ field: 'x-user-groups', code: 'validation_failed' }]);
  });

  it('defaults to Czech and CZK without headers', async () => {
    const { status, body } = await api.get('/api/v1/globals');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { currency: { code: 'CZK', decimalPoint: ',' } } });
  });
});
