import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { recommendProducts } from './recommendations.service.ts';

export function recommendationsRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.recommendations;
  bindEndpoint(app, endpoint, async ({ request, query }) => ({
    data: await recommendProducts(requestContext(request, db, endpoint), query),
  }));
}
