import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { listCurrencies } from './currencies.service.ts';

export function currenciesRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.currencies;
  bindEndpoint(app, endpoint, async ({ request }) => ({
    data: await listCurrencies(requestContext(request, db, endpoint)),
  }));
}
