import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { getShipperBranch, listBranches } from './branches.service.ts';

export function branchesRoutes(app: FastifyInstance, db: Database): void {
  const list = endpoints.branches;
  bindEndpoint(app, list, ({ request, query }) =>
    listBranches(requestContext(request, db, list), query),
  );
  const byRemoteId = endpoints.shipperBranch;
  bindEndpoint(app, byRemoteId, async ({ request, params }) => ({
    data: await getShipperBranch(
      requestContext(request, db, byRemoteId),
      params.shipperId,
      params.remoteId,
    ),
  }));
}
