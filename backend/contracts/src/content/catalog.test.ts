import { describe, expect, it } from 'vitest';
import { catalogCategoryQuery } from './catalog-category.ts';
import { catalogProductQuery } from './catalog-product.ts';
import { catalogStateQuery } from './catalog-state.ts';

describe('catalogProductQuery', () => {
  it('splits comma lists and coerces ids', () => {
    expect(catalogProductQuery.parse({ ids: '3, 1,2' })).toMatchObject({
      ids: [3, 1, 2],
      limit: 20,
      checkPermissions: true,
    });
    expect(
      catalogProductQuery.parse({ slugs: ['a', 'b'], checkPermissions: 'false' }),
    ).toMatchObject({
      slugs: ['a', 'b'],
      checkPermissions: false,
    });
  });

  it('wants exactly one selector', () => {
    expect(catalogProductQuery.safeParse({}).success).toBe(false);
    const both = catalogProductQuery.safeParse({ ids: '1', codes: 'P1' });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['codes']);
  });

  it('rejects bad items and too many of them', () => {
    expect(catalogProductQuery.safeParse({ ids: '1,x' }).success).toBe(false);
    expect(catalogProductQuery.safeParse({ ids: ',' }).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(catalogProductQuery.safeParse({ ids: many }).success).toBe(false);
  });
});

describe('catalogCategoryQuery', () => {
  it('takes slugs or ids, not both or neither', () => {
    expect(catalogCategoryQuery.safeParse({ slugs: 'a,b' }).success).toBe(true);
    expect(catalogCategoryQuery.safeParse({ ids: '1' }).success).toBe(true);
    expect(catalogCategoryQuery.safeParse({}).success).toBe(false);
    expect(catalogCategoryQuery.safeParse({ slugs: 'a', ids: '1' }).success).toBe(false);
  });
});

describe('catalogStateQuery', () => {
  it('parses the JSON scope and fills defaults', () => {
    const { scope } = catalogStateQuery.parse({ scope: '{"categoryId":4,"valueIds":[7]}' });
    expect(scope).toEqual({
      categoryId: 4,
      brandIds: [],
      valueIds: [7],
      inStock: false,
      sort: 'position',
      page: 1,
      perPage: 24,
    });
  });

  it('accepts an object (the typed client serialises it)', () => {
    expect(catalogStateQuery.parse({ scope: { sort: 'price_desc' } }).scope.sort).toBe(
      'price_desc',
    );
  });

  it.each([
    ['not JSON', '{categoryId'],
    ['unknown key', '{"color":"red"}'],
    ['a float page', '{"page":1.5}'],
    ['inverted prices', '{"priceFrom":9,"priceTo":1}'],
  ])('rejects %s', (_, scope) => {
    expect(catalogStateQuery.safeParse({ scope }).success).toBe(false);
  });
});
