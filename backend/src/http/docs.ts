import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.ts';

export const docsPrefix = '/api/docs';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Routes that are the server's own, not API: the docs themselves and the load balancer's probes. */
const internalRoute = /^(\/(health|livez|readyz)$|\/api\/docs(\/|$))/;

/** Every route the app registers, recorded from the moment `registerDocs` runs. */
const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** `/a/:id/b` → `/a/{id}/b`; a trailing `*` (raw-path routes) matches any documented path below it. */
function documents(paths: readonly string[], url: string): boolean {
  if (url.endsWith('/*')) return paths.some((path) => path.startsWith(url.slice(0, -1)));
  return paths.includes(url.replace(/:(\w+)/g, '{$1}'));
}

/**
 * Routes registered on `app` that the OpenAPI document does not describe (HEAD twins of a GET
 * aside). Empty for a complete document: the docs test fails on any new undocumented route.
 */
export function undocumentedRoutes(
  app: FastifyInstance,
  document = buildOpenApiDocument(),
): RegisteredRoute[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  const pathsFor = (method: string) =>
    Object.keys(paths).filter((path) => paths[path]?.[method.toLowerCase()]);
  return (registeredRoutes.get(app) ?? []).filter(({ method, url }) => {
    if (internalRoute.test(url)) return false;
    const documented = method === 'HEAD' ? pathsFor('GET') : pathsFor(method);
    return !documents(documented, url);
  });
}

/** Swagger UI at /api/docs (assets served from the package), the document at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? '' });
  });
  const document = buildOpenApiDocument();
  await app.register(swagger, {
    mode: 'static',
    // The plugin's types stop at OpenAPI 3.0; it serves a 3.1 document unchanged.
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(swaggerUi, { routePrefix: docsPrefix });
  app.get(`${docsPrefix}/openapi.json`, { schema: { hide: true } }, () => document);
}
