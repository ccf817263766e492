import { endpoints } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/database.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

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

  it('treats empty parameters as absent, as in the spec literal form (issue 10)', async () => {
    const { status, body } = await api.get(
      '/content/catalog/category?slugs=chytre-telefony&ids=&checkPermissions=true',
    );
    expect(status).toBe(200);
    expect((body as { data: { slug: string }[] }).data.map((c) => c.slug)).toEqual([
      'chytre-telefony',
    ]);
    const onlyEmpty = await api.get('/content/catalog/category?slugs=&ids=');
    expect(onlyEmpty.status).toBe(400);
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

  // Writes last: this file's database is its own copy (product counts are not cached).
  it('counts the subtree’s visible products, group-only ones for that group only', async () => {
    const count = async (userGroups?: string[]) => {
      const { data } = await api.call(
        endpoints.catalogCategory,
        { query: { slugs: ['elektronika', 'chytre-telefony'] } },
        { userGroups },
      );
      return data.map((category) => category.productCount);
    };
    const [electronics = 0, phones = 0] = await count();
    expect(phones).toBeGreaterThanOrEqual(2);
    expect(electronics).toBeGreaterThan(phones);
    const [first, second] = await selectRows<{ id: number }>(
      api.handle.db,
      sql`select l.product_id as id from product_category_links l
          join product_category_translations t on t.category_id = l.category_id
          join products p on p.id = l.product_id
          where t.locale = 'cs' and t.slug = 'chytre-telefony' and p.visible
            and p.required_user_group is null
          order by l.product_id limit 2`,
    );
    await api.handle.db.execute(sql`update products set visible = false where id = ${first?.id}`);
    await api.handle.db.execute(
      sql`update products set required_user_group = 'vip' where id = ${second?.id}`,
    );
    expect(await count()).toEqual([electronics - 2, phones - 2]);
    expect(await count(['vip'])).toEqual([electronics - 1, phones - 1]);
  });
});
