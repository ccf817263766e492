import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import type { AresService } from './ares.service.ts';

/** `GET /api/v1/ares/ico?ico=…`; the query schema has already refused a malformed IČO. */
export function aresRoutes(app: FastifyInstance, db: Database, service: AresService): void {
  const endpoint = endpoints.companyLookup;
  bindEndpoint(app, endpoint, async ({ request, query }) => ({
    data: await service.lookupCompany(requestContext(request, db, endpoint), query.ico),
  }));
}
