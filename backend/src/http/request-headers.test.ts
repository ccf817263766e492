import {
  apiHeaders,
  endpoints,
  fillPath,
  headerErrorCodes,
  type Endpoint,
} from '@vitrina/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { forgetDictionaries } from '../db/dictionary-cache.ts';
import { languages } from '../db/schema/index.ts';
import { listDomainCodes } from '../modules/shop/globals/globals.service.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { mountedPath, routeUrl } from './mount.ts';
import { requestContext, requestHeadersHook } from './request-context.ts';

const table = Object.values(endpoints) as Endpoint[];

/** Header values every call must refuse, with the code and field of the 400. */
const badHeaders = [
  [apiHeaders.locale, 'de', 'unknown_locale'],
  [apiHeaders.defaultLocale, 'xx', 'unknown_locale'],
  [apiHeaders.currency, 'USD', 'unknown_currency'],
  [apiHeaders.currency, 'CZKK', 'unknown_currency'],
  [apiHeaders.userGroups, 'VO,not a group', 'validation_failed'],
  [apiHeaders.userVariant, 'a/b', 'validation_failed'],
  [apiHeaders.domain, 'shop.example.com', 'validation_failed'],
  [apiHeaders.domain, 'vitrina.localhost:4000', 'validation_failed'],
  [apiHeaders.domain, '-vitrina.localhost', 'validation_failed'],
  [apiHeaders.translationVariant, 'b2b/v2', 'validation_failed'],
  [apiHeaders.translationVariant, 'x'.repeat(65), 'validation_failed'],
] as const;

/** What a test route echoes of the request context built from the headers. */
interface EchoedContext {
  locale: string;
  fallbackLocale: string;
  currency: string;
  userGroups: string[];
  userVariant: string | null;
  domain: string | null;
  translationVariant: string | null;
}

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
    // The context a service gets, echoed: the same hook and builder as the API scope of app.ts.
    void instance.register(async (scope) => {
      scope.addHook(
        'onRequest',
        requestHeadersHook(() => listDomainCodes(api.handle.db)),
      );
      scope.get('/test/context', async (request) => {
        const {
          db: _db,
          log: _log,
          authToken: _token,
          cartToken: _cartToken,
          ...ctx
        } = requestContext(request, api.handle.db);
        return ctx;
      });
    });
  });
  const context = async (headers: Record<string, string> = {}) => {
    const { status, body } = await api.get('/test/context', headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as EchoedContext;
  };
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

  it('puts absent headers into the context as defaults, domain and translation variant as null', async () => {
    expect(await context()).toEqual({
      locale: 'cs',
      fallbackLocale: 'cs',
      currency: 'CZK',
      userGroups: [],
      userVariant: null,
      domain: null,
      translationVariant: null,
    });
  });

  it('puts every valid header into the context, the domain lower-cased', async () => {
    expect(
      await context({
        [apiHeaders.locale]: 'en',
        [apiHeaders.defaultLocale]: 'en',
        [apiHeaders.currency]: 'EUR',
        [apiHeaders.userGroups]: 'VO, B2B',
        [apiHeaders.userVariant]: 'wholesale',
        [apiHeaders.domain]: 'Vitrina.LOCALHOST',
        [apiHeaders.translationVariant]: 'b2b.v2',
      }),
    ).toEqual({
      locale: 'en',
      fallbackLocale: 'en',
      currency: 'EUR',
      userGroups: ['VO', 'B2B'],
      userVariant: 'wholesale',
      domain: 'vitrina.localhost',
      translationVariant: 'b2b.v2',
    });
  });

  it('serves store, content and GraphQL calls with the shop domain and a translation variant', async () => {
    const headers = {
      [apiHeaders.domain]: 'vitrina.localhost',
      [apiHeaders.translationVariant]: 'b2b',
    };
    for (const path of ['/api/v1/globals', '/content/menu-object/mainMenu']) {
      expect((await api.get(path, headers)).status, path).toBe(200);
    }
    const graphql = await fetch(`${api.baseUrl}/content/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(200);
  });

  it('names the known domains when refusing an unknown one, on GraphQL too', async () => {
    const response = await fetch(`${api.baseUrl}/content/graphql`, {
      method: 'POST',
      headers: { [apiHeaders.domain]: 'shop.example.com', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      data: {
        errors: [
          {
            field: apiHeaders.domain,
            title: 'Unknown domain "shop.example.com"; use one of vitrina.localhost',
            code: 'validation_failed',
          },
        ],
      },
    });
  });

  it("knows a language's own domain once it is configured", async () => {
    const domain = 'en.vitrina.localhost';
    expect((await api.get('/api/v1/globals', { [apiHeaders.domain]: domain })).status).toBe(400);
    await api.handle.db.update(languages).set({ domain }).where(eq(languages.code, 'en'));
    // What a writer of shop settings does: the domain list is a cached dictionary.
    forgetDictionaries(api.handle.db);
    expect(await context({ [apiHeaders.domain]: domain })).toMatchObject({ domain });
    expect(await context({ [apiHeaders.domain]: 'vitrina.localhost' })).toMatchObject({
      domain: 'vitrina.localhost',
    });
  });
});
