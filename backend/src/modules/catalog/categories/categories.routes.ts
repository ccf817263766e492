import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { listProductCategories } from './categories.service.ts';

export function categoriesRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.productCategories;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    listProductCategories(requestContext(request, db, endpoint), query),
  );
}
