import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { getMenu } from './menus.service.ts';

export function menusRoutes(app: FastifyInstance, db: Database): void {
  const endpoint = endpoints.menuObject;
  bindEndpoint(app, endpoint, ({ request, params }) =>
    getMenu(requestContext(request, db, endpoint), params.code),
  );
}
