import { endpoints } from '@vitrina/contracts';
import type { ProductCategory } from '@vitrina/contracts/store';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe.each(testDatabases)('GET /api/v1/product-categories on $name', (database) => {
  const api = useTestApp(database);

  it('returns the whole tree on the default page, each parent before its children', async () => {
    const page = await api.call(endpoints.productCategories, {});
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(page.data).toHaveLength(59);
    const seen = new Map<number, ProductCategory>();
    for (const category of page.data) {
      const parent = category.parentId === null ? undefined : seen.get(category.parentId);
      if (category.parentId !== null) expect(parent, `parent of ${category.slug}`).toBeDefined();
      expect(category.depth).toBe(parent ? parent.depth + 1 : 0);
      expect(category.fullname).toBe(
        parent ? `${parent.fullname} > ${category.name}` : category.name,
      );
      seen.set(category.id, category);
    }
    expect(page.data.filter((category) => category.depth === 0)).toHaveLength(8);
    expect(Math.max(...page.data.map((category) => category.depth))).toBe(2);
  });

  it('pages in tree order', async () => {
    const first = await api.call(endpoints.productCategories, { query: { perPage: 3 } });
    expect(first).toMatchObject({ currentPage: 1, totalPages: 20 });
    expect(first.data.map((category) => category.fullname)).toEqual([
      'Elektronika',
      'Elektronika > Mobilní telefony',
      'Elektronika > Mobilní telefony > Chytré telefony',
    ]);
    const last = await api.call(endpoints.productCategories, { query: { page: 20, perPage: 3 } });
    expect(last.data.map((category) => category.slug)).toEqual([
      'detske-knihy',
      'kancelarske-potreby',
    ]);
  });

  it('names and slugs categories in English for locale en', async () => {
    const page = await api.call(
      endpoints.productCategories,
      { query: { perPage: 3 } },
      { locale: 'en' },
    );
    expect(page.data.map(({ name, slug }) => ({ name, slug }))).toEqual([
      { name: 'Electronics', slug: 'electronics' },
      { name: 'Mobile phones', slug: 'mobile-phones' },
      { name: 'Smartphones', slug: 'smartphones' },
    ]);
  });

  it('accepts perPage up to 200 and rejects more', async () => {
    expect((await api.get('/api/v1/product-categories?perPage=200')).status).toBe(200);
    const { status, body } = await api.get('/api/v1/product-categories?perPage=201');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      data: { errors: [{ field: 'perPage', code: 'validation_failed' }] },
    });
  });
});
