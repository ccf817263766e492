import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { createReview, listReviews } from './reviews.service.ts';

export function reviewsRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.productReviews;
  bindEndpoint(app, endpoint, ({ request, params, query }) =>
    listReviews(requestContext(request, db, endpoint), params.id, query),
  );
  bindEndpoint(app, endpoints.createReview, async ({ request, params, body }) => ({
    data: await createReview(requestContext(request, db), params.id, body),
  }));
}
