import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { findRedirect } from './redirects.service.ts';

export function redirectsRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.redirect;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    findRedirect(requestContext(request, db, endpoint), query),
  );
}
