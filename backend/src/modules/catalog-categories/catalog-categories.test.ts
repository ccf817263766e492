import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';

describe.each(testDatabases)('GET /content/catalog/category on $name', (database) => {
  const api = useTestApp(database);

  it('finds categories by slugs in the order asked, with breadcrumbs and children', async () => {
    const { data, error } = await api.call(endpoints.catalogCategory, {
      query: { slugs: ['chytre-telefony', 'elektronika'], checkPermissions: 'true' },
    });
    expect(error).toBeUndefined();
    expect(data.map((c) => c.slug)).toEqual(['chytre-telefony', 'elektronika']);
    const [phones, electronics] = data;
    expect(phones).toMatchObject({
      name: 'Chytré telefony',
      depth: 2,
      fullname: 'Elektronika > Mobilní telefony > Chytré telefony',
      slugs: { cs: 'chytre-telefony', en: 'smartphones' },
    });
    expect(phones?.breadcrumbs.map((c) => c.slug)).toEqual([
      'elektronika',
      'mobilni-telefony',
      'chytre-telefony',
    ]);
    expect(electronics?.children.map((c) => c.name)).toContain('Mobilní telefony');
    expect(electronics?.productCount).toBeGreaterThanOrEqual(phones?.productCount ?? 0);
  });

  it('translates by locale and accepts ids', async () => {
    const { data } = await api.call(
      endpoints.catalogCategory,
      { query: { ids: [1, 999] } },
      { locale: 'en' },
    );
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: 1, name: 'Electronics', slug: 'electronics' });
  });

  it('answers an unknown slug with an error field', async () => {
    const answer = await api.call(endpoints.catalogCategory, { query: { slugs: ['nope'] } });
    expect(answer).toMatchObject({ data: [], error: { statusCode: 404, code: 'not_found' } });
  });

  it.each([
    ['neither slugs nor ids', '/content/catalog/category'],
    ['both', '/content/catalog/category?slugs=a&ids=1'],
    ['a bad id', '/content/catalog/category?ids=x'],
  ])('rejects %s with 400', async (_, path) => {
    const { status, body } = await api.get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ code: 'validation_failed' }] } });
  });
});
