import { endpoints, fillPath, type Endpoint } from '@vitrina/contracts';
import {
  accountsEndpoints,
  addressesEndpoints,
  newsletterEndpoints,
  shoppingListsEndpoints,
} from '@vitrina/contracts/store';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { send, signedInShopper, useAccountsApp } from './users/users.test-helpers.ts';

const accountCalls: Endpoint[] = Object.values({
  ...accountsEndpoints,
  ...addressesEndpoints,
  ...shoppingListsEndpoints,
  ...newsletterEndpoints,
});

/** Bodies no schema accepts: wrong JSON types, NUL bytes, huge and deeply nested values. */
const nul = 'a\u0000b';
const hostileBodies: unknown[] = [
  null,
  [],
  'text',
  12,
  {},
  { email: nul, password: nul, name: nul, token: nul, street: nul, id: nul },
  { email: 1e308, password: -1, id: -1, amount: Number.MAX_SAFE_INTEGER, name: 1 },
  { email: 'x'.repeat(100_000), name: 'x'.repeat(100_000), token: 'x'.repeat(100_000) },
  { id: 1e20, amount: 1.5, variantId: 'x', type: { $ne: null } },
  { ['__proto__']: { isAdmin: true }, constructor: { prototype: {} } },
  { nested: JSON.parse('['.repeat(500) + ']'.repeat(500)) },
];
const hostileIds = ['0', '-1', '1e3', 'NaN', '99999999999', '%00', 'x'.repeat(2000)];

describe.each(testDatabases)('account calls refuse hostile input with 4xx on $name', (database) => {
  const accounts = useAccountsApp(database);
  const { api } = accounts;

  it('answers every call 4xx with the error envelope, never 5xx', async () => {
    expect(accountCalls.length).toBeGreaterThanOrEqual(20);
    const { token } = await signedInShopper(accounts);
    const auth = { authorization: `Bearer ${token}` };
    const failures: string[] = [];
    const check = async (endpoint: Endpoint, path: string, body?: unknown) => {
      const response = await send(api, endpoint.method, path, body, auth);
      const ok =
        response.status >= 400 &&
        response.status < 500 &&
        JSON.stringify(response.body).startsWith('{"data":{"errors":[');
      // A call without a body (GET, DELETE) may answer 200 when only the body was hostile, and
      // an empty PATCH of the user changes nothing.
      const harmless =
        response.status === 200 &&
        (endpoint.body === undefined ||
          (endpoint === endpoints.updateUser && JSON.stringify(body) === '{}'));
      if (!ok && !harmless)
        failures.push(
          `${endpoint.method} ${path} ${JSON.stringify(body)?.slice(0, 60)} → ${response.status}`,
        );
    };
    for (const endpoint of accountCalls) {
      const params = { id: 1, itemId: 1, code: 'wishlist' };
      const path = fillPath(endpoint.path, params);
      if (endpoint.body) for (const body of hostileBodies) await check(endpoint, path, body);
      if (endpoint.params) {
        for (const id of hostileIds) {
          const hostilePath = endpoint.path
            .replace('{id}', encodeURIComponent(id))
            .replace('{itemId}', encodeURIComponent(id))
            .replace('{code}', encodeURIComponent(`${id}/`));
          await check(endpoint, hostilePath, endpoint.body ? { name: 'x', id: 1 } : undefined);
        }
      }
    }
    expect(failures).toEqual([]);
    // Still working afterwards.
    expect((await api.call(endpoints.currentUser, {}, { authToken: token })).data.email).toContain(
      '@',
    );
  });
});
