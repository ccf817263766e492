import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { findUrlRewrite } from './url-rewrites.service.ts';

export function urlRewritesRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.urlRewrite;
  bindEndpoint(app, endpoint, ({ request, query }) =>
    findUrlRewrite(requestContext(request, db, endpoint), query),
  );
}
