import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.ts';

export const docsPrefix = '/api/docs';

/** Swagger UI at /api/docs (assets served from the package), the document at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument();
  await app.register(swagger, {
    mode: 'static',
    // The plugin's types stop at OpenAPI 3.0; it serves a 3.1 document unchanged.
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(swaggerUi, { routePrefix: docsPrefix });
  app.get(`${docsPrefix}/openapi.json`, { schema: { hide: true } }, () => document);
}
