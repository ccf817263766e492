import { apiHeaders, graphqlOperations } from '@vitrina/contracts';
import type { GraphqlOperation } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testDatabases } from '../test/databases.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every GraphQL query of spec §7 over HTTP with a valid and an invalid input (docs/api-coverage.md).
 * An operation without variables has the request headers as its only input.
 */
type Invalid = { variables: Record<string, unknown> } | { headers: Record<string, string> };
interface Case {
  valid: Record<string, unknown>;
  invalid: Invalid;
}

const badLocale = { headers: { [apiHeaders.locale]: 'de' } };
const tooMany = Array.from({ length: 101 }, (_, index) => String(index + 1));

const cases: Record<string, Case> = {
  PagesMenu: { valid: {}, invalid: badLocale },
  PageBySlug: { valid: { slug: 'o-spolecnosti' }, invalid: { variables: { slug: ' ' } } },
  ContentPageBySlug: {
    valid: { slug: 'doprava-a-platba' },
    invalid: { variables: { slug: 'x'.repeat(256) } },
  },
  Articles: { valid: { limit: 5, tagSlug: 'navody' }, invalid: { variables: { limit: 51 } } },
  ArticleBySlug: {
    valid: { slug: 'jak-vybrat-chytry-telefon' },
    invalid: { variables: { slug: '' } },
  },
  ArticleCategory: { valid: { slug: 'elektronika' }, invalid: { variables: { slug: '' } } },
  ArticleTag: { valid: { slug: 'navody' }, invalid: { variables: { slug: '' } } },
  ArticleAuthor: { valid: { slug: 'eva-cerna' }, invalid: { variables: { slug: '' } } },
  ArticleListConfiguration: { valid: {}, invalid: badLocale },
  Branches: { valid: { skip: 1, limit: 2, primary: false }, invalid: { variables: { skip: -1 } } },
  BranchMap: { valid: { limit: 500 }, invalid: { variables: { limit: 501 } } },
  Branch: { valid: { id: '1' }, invalid: { variables: { id: 'abc' } } },
  Terms: { valid: { limit: 1000 }, invalid: { variables: { limit: 0 } } },
  TermBySlug: { valid: { slug: 'hdmi' }, invalid: { variables: { slug: '' } } },
  WideBanners: { valid: {}, invalid: badLocale },
  InfoBoxes: { valid: {}, invalid: badLocale },
  ContactBlockConfiguration: { valid: {}, invalid: badLocale },
  Faq: { valid: {}, invalid: badLocale },
  CartConfiguration: { valid: {}, invalid: badLocale },
  ErrorPageConfiguration: { valid: {}, invalid: badLocale },
  ProductsConfiguration: { valid: {}, invalid: badLocale },
  FooterConfiguration: { valid: {}, invalid: badLocale },
  TopBanner: { valid: {}, invalid: badLocale },
  TopCategories: { valid: {}, invalid: badLocale },
  CategoryByStoreId: { valid: { storeId: '1' }, invalid: { variables: { storeId: '0' } } },
  ContentSearch: {
    valid: { query: 'doruceni', limit: 3 },
    // Two letters: below the search minimum of spec section 9.
    invalid: { variables: { query: 'ab' } },
  },
  VirtualCategoriesBySlugs: {
    valid: { slugs: ['cervene-tenisky'] },
    invalid: { variables: { slugs: tooMany } },
  },
  FilteredCategory: {
    valid: { storeCategory: '1', parameterIds: [], valueIds: [] },
    invalid: { variables: { storeCategory: 'abc', parameterIds: [], valueIds: [] } },
  },
  FeaturedProducts: { valid: { type: 'new', limit: 2 }, invalid: { variables: { type: 'cheap' } } },
  Homepage: { valid: {}, invalid: badLocale },
  BrandsByIds: { valid: { ids: ['1', '2'] }, invalid: { variables: { ids: tooMany } } },
  BrandsByWeight: { valid: { limit: 3 }, invalid: { variables: { limit: 0 } } },
  Color: { valid: { id: '43' }, invalid: { variables: { id: '-1' } } },
  Parameters: { valid: { ids: ['1'] }, invalid: { variables: { ids: ['x'] } } },
  ParameterValues: { valid: { ids: ['42'] }, invalid: { variables: { ids: tooMany } } },
};

/** Every operation of the contracts' one list. */
const operations: readonly GraphqlOperation<z.ZodType, z.ZodType>[] = graphqlOperations;

async function post(
  api: TestApp,
  operation: GraphqlOperation<z.ZodType, z.ZodType>,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${api.baseUrl}/content/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query: operation.document, variables, operationName: operation.name }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

it('has a valid and an invalid input for every GraphQL operation of the contracts', () => {
  expect(Object.keys(cases).sort()).toEqual(operations.map((operation) => operation.name).sort());
});

describe.each(testDatabases)('every GraphQL operation over HTTP on $name', (database) => {
  const api = useTestApp(database);

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s answers valid input with data in its contract shape',
    async (name, operation) => {
      const { status, body } = await post(api, operation, cases[name]?.valid ?? {});
      expect(body.errors, name).toBeUndefined();
      expect(status).toBe(200);
      expect(operation.variables.safeParse(cases[name]?.valid).success, 'valid variables').toBe(
        true,
      );
      expect(operation.result.safeParse(body.data).error).toBeUndefined();
    },
  );

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s refuses invalid input',
    async (name, operation) => {
      const invalid = cases[name]?.invalid ?? badLocale;
      if ('headers' in invalid) {
        const { status, body } = await post(api, operation, {}, invalid.headers);
        expect(status).toBe(400);
        expect(body).toMatchObject({
          data: { errors: [{ field: apiHeaders.locale, code: 'unknown_locale' }] },
        });
        return;
      }
      // The contract's own schema refuses it too, so a typed client never sends it.
      expect(operation.variables.safeParse(invalid.variables).success).toBe(false);
      const { body } = await post(api, operation, invalid.variables);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(body.errors)).toBe(
        'BAD_USER_INPUT',
      );
      const answered = Object.values(body.data ?? {}).filter((value) => value !== null);
      expect(answered).toEqual([]);
    },
  );
});
