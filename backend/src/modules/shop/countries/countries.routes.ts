import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { listCountries } from './countries.service.ts';

export function countriesRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.countries;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    listCountries(requestContext(request, db, endpoint), query),
  );
}
