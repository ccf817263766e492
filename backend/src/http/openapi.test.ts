import { endpoints, type Endpoint } from '@vitrina/contracts';
import { binaryEndpoints, type BinaryEndpoint } from '@vitrina/contracts/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { undocumentedRoutes } from './docs.ts';
import { mountedPath } from './mount.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** Building the app touches no database; any use would be a bug in this test, so it throws. */
const noDatabase = new Proxy({} as Database, {
  get: (_, key) => {
    throw new Error(`The docs test has no database (read ${String(key)})`);
  },
});

type Operation = {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Paths = Record<string, Record<string, Operation>>;

describe('/api/docs lists every route the app registers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: noDatabase });
    // Registered after the app's own routes, like a module someone adds without documenting it.
    app.get('/api/v1/undocumented', async () => ({ data: [] }));
    app.post('/content/undocumented/:id', async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  it('documents every non-internal route, so only the two added above are reported', () => {
    expect(undocumentedRoutes(app)).toEqual([
      { method: 'GET', url: '/api/v1/undocumented' },
      { method: 'HEAD', url: '/api/v1/undocumented' },
      { method: 'POST', url: '/content/undocumented/:id' },
    ]);
  });

  it('walks the image, file and GraphQL routes too (they fail without their documentation)', () => {
    const document = buildOpenApiDocument();
    const paths = { ...(document.paths as Paths) };
    for (const path of ['/content/images/{transform}/{fileKey}', '/content/uploads/{fileKey}']) {
      delete paths[path];
    }
    delete paths['/content/graphql'];
    const missing = undocumentedRoutes(app, { ...document, paths }).filter(
      (route) => !route.url.includes('undocumented'),
    );
    expect(missing).toEqual([
      { method: 'GET', url: '/content/images/*' },
      { method: 'HEAD', url: '/content/images/*' },
      { method: 'GET', url: '/content/uploads/*' },
      { method: 'HEAD', url: '/content/uploads/*' },
      { method: 'POST', url: '/content/graphql' },
    ]);
  });

  it('serves the document that lists the JSON, GraphQL, image and file endpoints', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Paths }>();
    expect(document).toEqual(buildOpenApiDocument());
    const tables = [
      ...(Object.values(endpoints) as Endpoint[]),
      ...(Object.values(binaryEndpoints) as BinaryEndpoint[]),
    ];
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(tables.map(mountedPath))].sort(),
    );
    expect(document.paths['/content/graphql']?.post).toBeDefined();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/content/images/{transform}/{fileKey}',
        '/content/files/{fileKey}',
        '/content/uploads/{fileKey}',
      ]),
    );
  });

  it('describes images as bytes with their path parameters and errors, without shopper headers', () => {
    const image = (buildOpenApiDocument().paths as Paths)['/content/images/{transform}/{fileKey}']
      ?.get;
    expect(image?.parameters?.map(({ name, in: where }) => `${where}:${name}`)).toEqual([
      'path:transform',
      'path:fileKey',
    ]);
    expect(Object.keys(image?.responses['200']?.content ?? {})).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ]);
    expect(Object.keys(image?.responses ?? {})).toEqual(['200', '304', '400', '404', '500']);
  });

  it('documents every header of spec §7 that the JSON calls check', () => {
    const globals = (buildOpenApiDocument().paths as Paths)['/api/v1/globals']?.get;
    expect(globals?.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual([
      'x-locale',
      'x-default-locale',
      'x-currency',
      'x-domain',
      'x-translation-variant',
      'x-user-groups',
      'x-user-variant',
    ]);
  });

  it('marks the calls that need a bearer token', () => {
    const paths = buildOpenApiDocument().paths as Record<
      string,
      Record<string, { security?: unknown }>
    >;
    expect(paths['/api/v1/user']?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/oauth/login']?.post?.security).toBeUndefined();
    expect(paths['/api/v1/globals']?.get?.security).toBeUndefined();
  });
});
