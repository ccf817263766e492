import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { listComments } from './comments.service.ts';

export function commentsRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.productComments;
  bindEndpoint(app, endpoint, ({ request, params, query }) =>
    listComments(requestContext(request, db, endpoint), params.id, query),
  );
}
