import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { findCatalogCategories } from './catalog-categories.service.ts';

export function catalogCategoriesRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.catalogCategory;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    findCatalogCategories(requestContext(request, db, endpoint), query),
  );
}
