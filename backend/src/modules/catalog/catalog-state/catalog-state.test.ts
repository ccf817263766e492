import { endpoints } from '@vitrina/contracts';
import { catalogParameterIds, type CatalogScopeInput } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

const path = (scope: unknown) =>
  `/content/api/catalog/v2/state?scope=${encodeURIComponent(typeof scope === 'string' ? scope : JSON.stringify(scope))}`;

describe.each(testDatabases)('GET /content/api/catalog/v2/state on $name', (database) => {
  const api = useTestApp(database);
  const state = (scope: CatalogScopeInput, context = {}) =>
    api.call(endpoints.catalogState, { query: { scope } }, context);

  it('lists a category subtree with paging, and counts what the category endpoint counts', async () => {
    const first = await state({ categoryId: 1, perPage: 5 });
    expect(first.category).toMatchObject({ id: 1, name: 'Elektronika' });
    expect(first.products.items).toHaveLength(5);
    expect(first.products.totalPages).toBe(Math.ceil(first.products.total / 5));
    const second = await state({ categoryId: 1, perPage: 5, page: 2 });
    const firstIds = first.products.items.map((p) => p.id);
    expect(second.products.items.some((p) => firstIds.includes(p.id))).toBe(false);
    const category = await api.call(endpoints.catalogCategory, { query: { ids: [1] } });
    expect(category.data[0]?.productCount).toBe(first.products.total);
    // Mostly main-category products; a few are linked here as a second category.
    const own = first.products.items.filter((p) => p.categoryFullname.startsWith('Elektronika'));
    expect(own.length).toBeGreaterThan(0);
  });

  it('lists only the given products, in their order, and filters and counts among them', async () => {
    const ids = [40, 3, 27, 11, 5, 33];
    const listed = await state({ productIds: ids });
    expect(listed.products.items.map((p) => p.id)).toEqual(ids);
    expect(listed.products.total).toBe(ids.length);
    const brandCount = listed.facets.brands.reduce((sum, brand) => sum + brand.count, 0);
    expect(brandCount).toBeLessThanOrEqual(ids.length);
    const brand = listed.facets.brands[0];
    const byBrand = await state({ productIds: ids, brandIds: [brand?.id ?? 0] });
    expect(byBrand.products.total).toBe(brand?.count);
    expect(
      byBrand.products.items.every((p) => ids.includes(p.id) && p.brand?.id === brand?.id),
    ).toBe(true);
    const cheapest = await state({ productIds: ids, sort: 'price_asc' });
    const prices = cheapest.products.items.map((p) => p.prices.unitWithTax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // More than the search page ever sends is refused, not cut.
    const tooMany = await api.get(
      path({ productIds: Array.from({ length: 101 }, (_, i) => i + 1) }),
    );
    expect(tooMany.status).toBe(400);
  });

  it('sorts by price both ways, by name and by newest', async () => {
    const prices = async (sort: 'price_asc' | 'price_desc') =>
      (await state({ sort, perPage: 50 })).products.items.map((p) => p.prices.unitWithTax);
    const asc = await prices('price_asc');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await prices('price_desc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await state({ sort: 'name', perPage: 30 }, { locale: 'en' })).products.items.map(
      (p) => p.name,
    );
    expect(names.length).toBe(30);
    const newest = (await state({ sort: 'newest', perPage: 10 })).products.items;
    const dates = newest.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('counts each facet value as the listing would show after ticking it', async () => {
    const base = await state({ categoryId: 1, perPage: 1 });
    const colour = base.facets.parameters.find((p) => p.id === catalogParameterIds.color);
    const value = colour?.values[0];
    expect(value?.count).toBeGreaterThan(0);
    const filtered = await state({ categoryId: 1, perPage: 100, valueIds: [value?.id ?? 0] });
    expect(filtered.products.total).toBe(value?.count);
    for (const product of filtered.products.items) {
      const colours = product.parameters.find((p) => p.entityId === catalogParameterIds.color);
      expect(colours?.values).toContain(value?.id);
    }
    expect(filtered.activeFilters).toEqual([
      expect.objectContaining({ type: 'parameter', id: value?.id, parameterId: colour?.id }),
    ]);
    // The selected parameter's other values still count against the rest of the filters.
    const sameParameter = filtered.facets.parameters.find((p) => p.id === colour?.id);
    expect(sameParameter?.values.map((v) => v.count)).toEqual(colour?.values.map((v) => v.count));

    const brand = base.facets.brands[0];
    const byBrand = await state({ categoryId: 1, perPage: 1, brandIds: [brand?.id ?? 0] });
    expect(byBrand.products.total).toBe(brand?.count);
  });

  it('combines a brand and a value filter (AND), and counts brands under the value filter', async () => {
    const withValue = await state({ perPage: 1, valueIds: [] });
    const material = withValue.facets.parameters.find(
      (p) => p.values.length > 1 && p.id !== catalogParameterIds.color,
    );
    const value = material?.values[0];
    const narrowed = await state({ perPage: 100, valueIds: [value?.id ?? 0] });
    const brand = narrowed.facets.brands.find((b) => b.count > 0);
    const both = await state({
      perPage: 100,
      valueIds: [value?.id ?? 0],
      brandIds: [brand?.id ?? 0],
    });
    expect(both.products.total).toBe(brand?.count);
    for (const product of both.products.items) expect(product.brand?.id).toBe(brand?.id);
    // Two values of one parameter widen (OR): at least as many as either alone.
    const second = material?.values[1];
    const either = await state({ perPage: 1, valueIds: [value?.id ?? 0, second?.id ?? 0] });
    expect(either.products.total).toBeGreaterThanOrEqual(
      Math.max(value?.count ?? 0, second?.count ?? 0),
    );
  });

  it('filters by price in the request currency and reports the range', async () => {
    const all = await state({ categoryId: 1, perPage: 100 });
    const range = all.facets.price;
    expect(range?.currencyCode).toBe('CZK');
    const middle = Math.round(((range?.min ?? 0) + (range?.max ?? 0)) / 2);
    const cheap = await state({ categoryId: 1, perPage: 100, priceTo: middle });
    expect(cheap.products.total).toBeGreaterThan(0);
    expect(cheap.products.total).toBeLessThan(all.products.total);
    for (const product of cheap.products.items) {
      expect(product.prices.unitWithTax).toBeLessThanOrEqual(middle);
    }
    // The range ignores the price filter itself, so the slider keeps its ends.
    expect(cheap.facets.price).toEqual(range);
    const eur = await state({ categoryId: 1, perPage: 1 }, { currency: 'EUR' });
    expect(eur.facets.price?.currencyCode).toBe('EUR');
    expect(eur.facets.price?.max).toBeLessThan(range?.max ?? 0);
  });

  it('shows the VO group its own prices', async () => {
    const scope = { categoryId: 1, perPage: 5, sort: 'position' } as const;
    const publicState = await state(scope);
    const vo = await state(scope, { userGroups: ['VO'] });
    expect(vo.products.items.map((p) => p.id)).toEqual(publicState.products.items.map((p) => p.id));
    vo.products.items.forEach((product, index) => {
      expect(product.prices.unitWithTax).toBeLessThan(
        publicState.products.items[index]?.prices.unitWithTax ?? 0,
      );
    });
  });

  it('applies a virtual category’s category and colour', async () => {
    const all = await state({ virtualCategoryId: 1, perPage: 100 });
    expect(all.virtualCategory).toMatchObject({ id: 1, slug: 'cerne-batohy' });
    expect(all.category?.name).toBe('Batohy');
    for (const product of all.products.items) {
      const colours = product.parameters.find((p) => p.entityId === catalogParameterIds.color);
      expect(colours?.valueEntities.map((v) => v.title)).toContain('Černá');
    }
  });

  it('filters to products in stock', async () => {
    const inStock = await state({ perPage: 100, inStock: true });
    expect(inStock.products.total).toBeGreaterThan(0);
    for (const product of inStock.products.items) {
      expect(product.variants.some((v) => v.warehouses.some((w) => w.stock > 0))).toBe(true);
    }
  });

  it.each([
    ['malformed JSON', '{"categoryId":', 'scope'],
    ['an unknown sort', { sort: 'cheapest' }, 'scope.sort'],
    ['an unknown key', { colour: 'red' }, 'scope'],
    ['perPage over 100', { perPage: 101 }, 'scope.perPage'],
    ['priceFrom above priceTo', { priceFrom: 10, priceTo: 5 }, 'scope.priceTo'],
    ['an unknown value id', { valueIds: [999_999] }, 'scope.valueIds'],
    ['an unknown brand id', { brandIds: [999_999] }, 'scope.brandIds'],
  ])('rejects %s with a 400 naming the field', async (_, scope, field) => {
    const { status, body } = await api.get(path(scope));
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ code: 'validation_failed', field }] } });
  });

  it('answers an unknown category with 404', async () => {
    const { status, body } = await api.get(path({ categoryId: 99_999 }));
    expect(status).toBe(404);
    expect(body).toMatchObject({ data: { errors: [{ code: 'not_found' }] } });
    expect((await api.get('/content/api/catalog/v2/state')).status).toBe(400);
  });
});
