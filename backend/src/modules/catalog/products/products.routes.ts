import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { findProducts } from './products.service.ts';

export function productsRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.catalogProduct;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    findProducts(requestContext(request, db, endpoint), query),
  );
}
