import { apiHeaders } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { graphqlLimits } from './graphql.limits.ts';
import { doublingDocument, postGraphql } from './graphql.test-helpers.ts';

const introspection = '{ __schema { queryType { name } } }';

/** `{ a: pages { page_meta { slug } } … }` with `count` aliases. */
const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: infoBoxes { _id }`).join(' ')} }`;

/** Nesting `levels` deep through master_category (each level one more selection). */
function deep(levels: number): string {
  let selection = '_id';
  for (let i = 0; i < levels - 2; i += 1) selection = `_id master_category { ${selection} }`;
  return `{ articleCategories { ${selection} } }`;
}

describe.each(testDatabases)('POST /content/graphql server on $name', (database) => {
  const api = useTestApp(database);

  it('answers a query with 200 and data', async () => {
    const { status, body } = await postGraphql(api, { query: '{ pages { _id title } }' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { pages: expect.any(Array) } });
  });

  it('answers a malformed query with 400 and a GraphQL parse error', async () => {
    const { status, body } = await postGraphql(api, { query: '{ pages { _id ' });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Syntax Error/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect(body).not.toHaveProperty('data');
  });

  it('answers an unknown field with 400 and a validation error', async () => {
    const { status, body } = await postGraphql(api, { query: '{ pages { secret } }' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('accepts the depth limit and rejects one level more', async () => {
    const ok = await postGraphql(api, { query: deep(graphqlLimits.maxDepth) });
    expect(ok.status).toBe(200);
    const tooDeep = await postGraphql(api, { query: deep(graphqlLimits.maxDepth + 1) });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.[0]).toMatchObject({
      message: `Query depth limit of ${graphqlLimits.maxDepth} exceeded, found ${graphqlLimits.maxDepth + 1}.`,
      extensions: { code: 'QUERY_TOO_DEEP' },
    });
  });

  it('counts depth through fragments', async () => {
    const query = `
      query { articleCategories { ...A } }
      fragment A on ArticleCategory { master_category { master_category { ...B } } }
      fragment B on ArticleCategory { master_category { master_category { master_category { master_category { master_category { _id } } } } } }`;
    const { status, body } = await postGraphql(api, { query });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_DEEP');
  });

  it('accepts the alias limit and rejects one alias more', async () => {
    const ok = await postGraphql(api, { query: aliased(graphqlLimits.maxAliases) });
    expect(ok.status).toBe(200);
    const tooMany = await postGraphql(api, { query: aliased(graphqlLimits.maxAliases + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ALIASES');
  });

  it('rejects a document with too many tokens before executing it', async () => {
    const fields = Array.from({ length: graphqlLimits.maxTokens }, () => '_id').join(' ');
    const { status, body } = await postGraphql(api, { query: `{ infoBoxes { ${fields} } }` });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Token limit of 2000 exceeded/);
  });

  it('refuses the fragment-doubling document of issue 10 fast, by its cost', async () => {
    const started = performance.now();
    const { status, body } = await postGraphql(api, { query: doublingDocument(40) });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('refuses a body over the size limit with the error envelope', async () => {
    const query = `{ pages { _id } } # ${'x'.repeat(graphqlLimits.maxBodyBytes)}`;
    const { status, body } = await postGraphql(api, { query });
    expect(status).toBe(413);
    expect(body).toMatchObject({ data: { errors: [{ code: 'validation_failed' }] } });
  });

  it('answers out-of-range arguments with BAD_USER_INPUT and no data', async () => {
    const { status, body } = await postGraphql(api, {
      query: '{ terms(limit: 1001) { _id } }',
    });
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message: 'limit: expected an integer from 1 to 1000',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps stack traces and causes out of errors', async () => {
    const { body } = await postGraphql(api, { query: '{ branch(id: "abc") { _id } }' });
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown x-locale with the REST error envelope', async () => {
    const { status, body } = await postGraphql(
      api,
      { query: '{ pages { _id } }' },
      { [apiHeaders.locale]: 'de' },
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      data: { errors: [{ field: apiHeaders.locale, code: 'unknown_locale' }] },
    });
  });

  it('allows introspection outside production', async () => {
    const { status, body } = await postGraphql(api, { query: introspection });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('serves no GraphiQL page outside development', async () => {
    const response = await fetch(`${api.baseUrl}/content/graphql`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /content/graphql with NODE_ENV=production', () => {
  beforeAll(() => {
    vi.stubEnv('NODE_ENV', 'production');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  const [pglite] = testDatabases;
  if (!pglite) throw new Error('PGlite test database missing');
  const api = useTestApp(pglite);

  it('rejects introspection', async () => {
    for (const query of [introspection, '{ __type(name: "Page") { name } }']) {
      const { status, body } = await postGraphql(api, { query });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('INTROSPECTION_DISABLED');
    }
  });

  it('still answers ordinary queries (with __typename)', async () => {
    const { status, body } = await postGraphql(api, { query: '{ infoBoxes { __typename _id } }' });
    expect(status).toBe(200);
    expect(body.data).toBeDefined();
  });
});
