import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { listShippers } from './shippers.service.ts';

export function shippersRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.shippers;
  bindEndpoint(app, endpoint, async ({ request }) => ({
    data: await listShippers(requestContext(request, db, endpoint)),
  }));
}
