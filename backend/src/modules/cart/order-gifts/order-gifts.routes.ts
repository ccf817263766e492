import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { listOrderGifts } from './order-gifts.service.ts';

export function orderGiftsRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.orderGifts;
  bindEndpoint(app, endpoint, async ({ request }) => ({
    data: await listOrderGifts(requestContext(request, db, endpoint)),
  }));
}
