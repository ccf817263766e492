import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { requestContext } from '../../http/request-context.ts';
import type { PaymentsService } from './payments.service.ts';

/** The gateway's result (server to server, or forwarded by the storefront) and another attempt. */
export function paymentsRoutes(app: FastifyInstance, db: Database, service: PaymentsService): void {
  const ctx = (request: Parameters<typeof requestContext>[0]) => requestContext(request, db);
  bindEndpoint(app, endpoints.paymentCallback, async ({ request, body }) => ({
    data: await service.applyResult(ctx(request), body),
  }));
  bindEndpoint(app, endpoints.orderPayment, async ({ request, params }) => ({
    data: await service.payOrder(ctx(request), params.token),
  }));
}
