import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database.ts';
import { useContractCompilers } from './http/bind-endpoint.ts';
import { registerDocs } from './http/docs.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { ConciseLogController } from './http/log-controller.ts';
import { healthRoutes } from './http/health.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { countriesRoutes } from './modules/countries/countries.routes.ts';
import { currenciesRoutes } from './modules/currencies/currencies.routes.ts';
import { globalsRoutes } from './modules/globals/globals.routes.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { redirectsRoutes } from './modules/redirects/redirects.routes.ts';
import { urlRewritesRoutes } from './modules/url-rewrites/url-rewrites.routes.ts';

export interface AppOptions {
  db: Database;
  /** Fastify/pino logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
}

/** Every resource's routes; each binds its endpoints from the contract table. */
const resourceRoutes = [
  globalsRoutes,
  currenciesRoutes,
  countriesRoutes,
  categoriesRoutes,
  menusRoutes,
  urlRewritesRoutes,
  redirectsRoutes,
];

/** The HTTP app without listening, so tests and main.ts share it. */
export async function buildApp({ db, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, logController: new ConciseLogController() });
  installErrorHandling(app);
  await registerDocs(app);
  healthRoutes(app, db);
  await app.register(async (api) => {
    useContractCompilers(api);
    for (const routes of resourceRoutes) routes(api, db);
  });
  return app;
}
