import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { getDeliveryTimes } from './delivery-times.service.ts';

export function deliveryTimesRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.deliveryTimes;
  bindEndpoint(app, endpoint, async ({ request, query }) => ({
    data: await getDeliveryTimes(requestContext(request, db, endpoint), query),
  }));
}
