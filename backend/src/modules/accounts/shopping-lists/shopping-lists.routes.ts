import { endpoints } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { bindEndpoint } from '../../../http/bind-endpoint.ts';
import { requestContext } from '../../../http/request-context.ts';
import {
  addShoppingListItem,
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  removeShoppingListItem,
  renameShoppingList,
} from './shopping-lists.service.ts';

export function shoppingListsRoutes(app: FastifyInstance, db: Database): void {
  const ctx = (request: Parameters<typeof requestContext>[0]) => requestContext(request, db);
  bindEndpoint(app, endpoints.shoppingLists, async ({ request }) => ({
    data: await listShoppingLists(ctx(request)),
  }));
  bindEndpoint(app, endpoints.createShoppingList, async ({ request, body }) => ({
    data: await createShoppingList(ctx(request), body),
  }));
  bindEndpoint(app, endpoints.shoppingList, async ({ request, params }) => ({
    data: await getShoppingList(ctx(request), { id: params.id }),
  }));
  bindEndpoint(app, endpoints.shoppingListByCode, async ({ request, params }) => ({
    data: await getShoppingList(ctx(request), { code: params.code }),
  }));
  bindEndpoint(app, endpoints.renameShoppingList, async ({ request, params, body }) => ({
    data: await renameShoppingList(ctx(request), params.id, body.name),
  }));
  bindEndpoint(app, endpoints.deleteShoppingList, async ({ request, params }) => ({
    data: await deleteShoppingList(ctx(request), params.id),
  }));
  bindEndpoint(app, endpoints.addShoppingListItem, async ({ request, params, body }) => ({
    data: await addShoppingListItem(ctx(request), { id: params.id }, body),
  }));
  bindEndpoint(app, endpoints.addShoppingListItemByCode, async ({ request, params, body }) => ({
    data: await addShoppingListItem(ctx(request), { code: params.code }, body),
  }));
  bindEndpoint(app, endpoints.removeShoppingListItem, async ({ request, params }) => ({
    data: await removeShoppingListItem(ctx(request), params.id, params.itemId),
  }));
}
