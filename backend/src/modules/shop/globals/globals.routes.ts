import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { getGlobals } from './globals.service.ts';

export function globalsRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.globals;
  bindEndpoint(app, endpoint, async ({ request }) => ({
    data: await getGlobals(requestContext(request, db, endpoint)),
  }));
}
