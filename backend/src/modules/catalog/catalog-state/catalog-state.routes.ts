import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { getCatalogState } from './catalog-state.service.ts';

export function catalogStateRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.catalogState;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    getCatalogState(requestContext(request, db, endpoint), query.scope),
  );
}
