import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { search } from './search.service.ts';

export function searchRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.search;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    search(requestContext(request, db, endpoint), query),
  );
}
