import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';
import { postGraphql } from '../modules/content/graphql/graphql.test-helpers.ts';
import { findUnstorableText } from './storable-text.ts';

describe('findUnstorableText', () => {
  it('names the first value or key holding a NUL or an unpaired surrogate', () => {
    expect(findUnstorableText({ a: 'ok', b: ['x', 'é😀'] })).toBeUndefined();
    expect(findUnstorableText({ a: { street: 'a\u0000b' } })).toBe('a.street');
    expect(findUnstorableText({ items: [{}, { name: 'x\ud800' }] })).toBe('items.1.name');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('?');
    expect(findUnstorableText('\udc00')).toBe('');
    // Deeper than the call stack would allow a recursive walk.
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 30_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)?.split('.').length).toBe(30_000);
  });
});

/** The calls of issue 10 that answered 500 for a NUL byte: the database refused it. */
const nulRequests: [path: string, field: string][] = [
  ['/api/v1/branches?s=a%00', 's'],
  ['/api/v1/shippers/1/branches/remoteId/a%00b', 'remoteId'],
  ['/content/menu-object/a%00b', 'code'],
  ['/content/url-rewrite?path=/a%00', 'path'],
  ['/content/redirect?path=/a%00', 'path'],
  ['/content/search?q=a%00b', 'q'],
  ['/content/catalog/product?slugs=a%00', 'slugs'],
  ['/content/catalog/product?codes=a%00', 'codes'],
  ['/content/catalog/product?eans=a%00', 'eans'],
  ['/content/catalog/product?variantCodes=a%00', 'variantCodes'],
  ['/content/catalog/product?variantEans=a%00', 'variantEans'],
];

/** Every GraphQL query with a string argument. */
const graphqlFields = [
  'page(slug: $s) { _id }',
  'contentPage(slug: $s) { _id }',
  'branch(slug: $s) { _id }',
  'articles(categorySlug: $s, tagSlug: $s, authorSlug: $s, site: $s) { total }',
  'article(slug: $s) { _id }',
  'articleCategory(slug: $s) { _id }',
  'articleTag(slug: $s) { _id }',
  'articleAuthor(slug: $s) { _id }',
  'term(slug: $s) { _id }',
  'search(query: $s) { articles { _id } }',
  'virtualCategories(slugs: [$s]) { _id }',
  'featuredProducts(type: $s) { type }',
];

describe.each(testDatabases)('text PostgreSQL cannot store is refused on $name', (database) => {
  const api = useTestApp(database);

  it.each(nulRequests)('%s → 400 naming %s', async (path, field) => {
    const { status, body } = await api.get(path);
    expect(status).toBe(400);
    expect(body).toEqual({ data: { errors: [expect.objectContaining({ field })] } });
  });

  it('refuses an unpaired surrogate in a JSON body, naming the field', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a\\ud800@example.com","terms":true}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      data: { errors: [expect.objectContaining({ field: 'email', code: 'validation_failed' })] },
    });
  });

  it.each(graphqlFields)(
    'GraphQL %s: a NUL literal or variable is a 400, never a 500',
    async (field) => {
      const literal = field.replaceAll('$s', '"a\\u0000b"');
      const inDocument = await postGraphql(api, { query: `{ ${literal} }` });
      expect(inDocument.status).toBe(400);
      expect(JSON.stringify(inDocument.body)).not.toContain('INTERNAL_SERVER_ERROR');
      expect(inDocument.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      const asVariable = await postGraphql(api, {
        query: `query ($s: String!) { ${field} }`,
        variables: { s: 'a\u0000b' },
      });
      expect(asVariable.status).toBe(400);
      expect(asVariable.body).toEqual({
        data: { errors: [expect.objectContaining({ field: 'variables.s' })] },
      });
    },
  );
});
