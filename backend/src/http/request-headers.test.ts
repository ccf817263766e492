import {
  apiHeaders,
  endpoints,
  fillPath,
  headerErrorCodes,
  type Endpoint,
} from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { mountedPath, routeUrl } from './mount.ts';

const table = Object.values(endpoints) as Endpoint[];

/** Header values every call must refuse, with the code and field of the 400. */
const badHeaders = [
  [apiHeaders.locale, 'de', 'unknown_locale'],
  [apiHeaders.defaultLocale, 'xx', 'unknown_locale'],
  [apiHeaders.currency, 'USD', 'unknown_currency'],
  [apiHeaders.currency, 'CZKK', 'unknown_currency'],
  [apiHeaders.userGroups, 'VO,not a group', 'validation_failed'],
  [apiHeaders.userVariant, 'a/b', 'validation_failed'],
] as const;

/** A URL for the endpoint; every path parameter is `1` (headers are checked before params). */
function urlOf(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return fillPath(mountedPath(endpoint), Object.fromEntries(names.map((name) => [name, '1'])));
}

it('lets every endpoint of the table declare the header errors it answers with', () => {
  for (const endpoint of table) {
    expect(endpoint.errors, endpoint.name).toEqual(expect.arrayContaining([...headerErrorCodes]));
  }
});

describe.each(testDatabases)('request headers on every endpoint on $name', (database) => {
  let app: FastifyInstance | undefined;
  const api = useTestApp(database, (instance) => {
    app = instance;
  });
  /** Endpoints of the table this app serves (others' work in progress may not be mounted yet). */
  const served = () =>
    table.filter((endpoint) => app?.hasRoute({ method: endpoint.method, url: routeUrl(endpoint) }));

  it('serves the store and content calls this suite checks', () => {
    const names = served().map((endpoint) => endpoint.name);
    expect(names).toEqual(
      expect.arrayContaining(['globals', 'shippers', 'branches', 'deliveryTimes', 'menuObject']),
    );
  });

  it.each(badHeaders)(
    'answers %s: %s with a 400 %s on every endpoint',
    async (name, value, code) => {
      for (const endpoint of served()) {
        const response = await fetch(`${api.baseUrl}${urlOf(endpoint)}`, {
          method: endpoint.method,
          headers: { [name]: value },
        });
        const label = `${endpoint.method} ${endpoint.path}`;
        expect(response.status, label).toBe(400);
        expect(await response.json(), label).toMatchObject({
          data: { errors: [{ field: name, code }] },
        });
      }
    },
  );

  it('accepts known values in any case and defaults absent ones', async () => {
    const mixed = await api.get('/api/v1/globals', {
      [apiHeaders.locale]: 'EN',
      [apiHeaders.currency]: 'eur',
      [apiHeaders.defaultLocale]: 'cs',
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ data: { currency: { code: 'EUR' } } });
    const bare = await api.get('/api/v1/shippers');
    expect(bare.status).toBe(200);
    const { data } = bare.body as { data: { price: { currencyCode: string } }[] };
    expect(data[0]?.price.currencyCode).toBe('CZK');
  });
});
