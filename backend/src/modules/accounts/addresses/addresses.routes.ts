import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

export function addressesRoutes(app: FastifyInstance, db: Database): void {
  bindEndpoint(app, endpoints.addresses, async ({ request, query }) => ({
    data: await listAddresses(requestContext(request, db), query),
  }));
  bindEndpoint(app, endpoints.createAddress, async ({ request, body }) => ({
    data: await createAddress(requestContext(request, db), body),
  }));
  bindEndpoint(app, endpoints.updateAddress, async ({ request, params, body }) => ({
    data: await updateAddress(requestContext(request, db), params.id, body),
  }));
  bindEndpoint(app, endpoints.deleteAddress, async ({ request, params }) => ({
    data: await deleteAddress(requestContext(request, db), params.id),
  }));
}
