import {
  brandsByIdsOperation,
  brandsByWeightOperation,
  colorOperation,
  featuredProductsOperation,
  filteredCategoryOperation,
  homepageOperation,
  parametersOperation,
  parameterValuesOperation,
  topCategoriesOperation,
  virtualCategoriesBySlugsOperation,
} from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { postGraphql, runOperation } from './graphql.test-helpers.ts';

describe.each(testDatabases)('content GraphQL: catalogue-backed queries on $name', (database) => {
  const api = useTestApp(database);

  it('serves one to three top category lists with store and virtual categories', async () => {
    const { topCategories } = await runOperation(api, topCategoriesOperation, {});
    expect(topCategories.map((list) => list.top_category_item_type)).toEqual([
      'store_category',
      'virtual_category',
      'store_category',
    ]);
    expect(topCategories[0]?.top_store_categories[0]).toEqual({
      _id: '1',
      title: 'Elektronika',
      slug: 'elektronika',
    });
    expect(topCategories[1]?.top_virtual_categories.map((c) => c.slug)).toEqual([
      'cerne-batohy',
      'cervene-tenisky',
      'bile-kavovary',
    ]);
    expect(topCategories[0]?.links.map((link) => link.link_type)).toEqual([
      'custom_link',
      'category_link',
      'virtual_category_link',
    ]);
    const en = await runOperation(api, topCategoriesOperation, {}, 'en');
    expect(en.topCategories[0]?.links[2]?.virtual_category_link).toMatchObject({
      title: 'Red trainers',
      slug: 'red-trainers',
    });
  });

  it('serves the homepage blocks and its brands in the configured order', async () => {
    const { homepage } = await runOperation(api, homepageOperation, {});
    expect(homepage.content.map((block) => block.type)).toEqual([
      'big_title',
      'top_categories',
      'products',
      'usp',
      'newsletter',
    ]);
    expect(homepage.brands.map((brand) => brand._id)).toEqual(['1', '2', '3', '4', '5', '6']);
    const en = await runOperation(api, homepageOperation, {}, 'en');
    expect(JSON.stringify(en.homepage.content)).toContain('All about shopping');
  });

  it('loads brands by id in the order asked, leaving unknown ids out', async () => {
    const { brands } = await runOperation(api, brandsByIdsOperation, { ids: ['3', '1', '9999'] });
    expect(brands.map((brand) => [brand._id, brand.title])).toEqual([
      ['3', 'Velox'],
      ['1', 'Nordvik'],
    ]);
  });

  it('lists brands by weight, heaviest first', async () => {
    const { brandsByWeight } = await runOperation(api, brandsByWeightOperation, {});
    const weights = brandsByWeight.map((brand) => brand.weight);
    expect(weights.length).toBeGreaterThan(10);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const top = await runOperation(api, brandsByWeightOperation, { limit: 2 });
    expect(top.brandsByWeight.map((brand) => brand.title)).toEqual(['Nordvik', 'Alpena']);
  });

  it('serves a colour by id with its hex and image, null for a value of another parameter', async () => {
    const { color } = await runOperation(api, colorOperation, { id: '43' }, 'en');
    expect(color).toEqual({
      _id: '43',
      title: 'Red',
      color_hex: '#c62828',
      parameter_value_image: { path: 'demo/colors/c62828.svg' },
    });
    expect((await runOperation(api, colorOperation, { id: '1' })).color).toBeNull();
  });

  it('serves parameters with values and parameter values by id', async () => {
    const { parameters } = await runOperation(api, parametersOperation, { ids: ['2', '1'] });
    expect(parameters.map((parameter) => parameter.parameter_type)).toEqual([
      'color',
      'manufacturer',
    ]);
    expect(parameters[0]?.values[0]).toMatchObject({ _id: '41', title: 'Černá' });
    const all = await runOperation(api, parametersOperation, {});
    expect(all.parameters.length).toBeGreaterThanOrEqual(8);
    const { parameterValues } = await runOperation(api, parameterValuesOperation, {
      ids: ['42', '41'],
    });
    expect(parameterValues.map((value) => value.color_hex)).toEqual(['#f5f5f2', '#1f1f1f']);
  });

  it('finds virtual categories by slug in either language', async () => {
    const { virtualCategories } = await runOperation(
      api,
      virtualCategoriesBySlugsOperation,
      { slugs: ['red-trainers', 'cerne-batohy', 'unknown'] },
      'en',
    );
    expect(virtualCategories.map((category) => category.title)).toEqual([
      'Red trainers',
      'Black backpacks',
    ]);
    expect(virtualCategories[0]).toMatchObject({
      parameters: [{ entityId: '2', values: ['43'] }],
      sliced_categories: [{ entityId: '42' }],
      page_meta: {
        canonical_slugs: [
          { language: 'cs', slug: 'cervene-tenisky' },
          { language: 'en', slug: 'red-trainers' },
        ],
      },
    });
  });

  it('serves the tags slicing a virtual category, translated, each with the values it adds', async () => {
    const slugs = { slugs: ['cervene-tenisky', 'cerne-batohy'] };
    const cs = await runOperation(api, virtualCategoriesBySlugsOperation, slugs);
    const en = await runOperation(api, virtualCategoriesBySlugsOperation, slugs, 'en');
    const [trainers, backpacks] = en.virtualCategories;
    expect(cs.virtualCategories[0]?.sliced_tags.map((tag) => [tag.title, tag.slug])).toEqual([
      ['Kožené', 'kozene'],
      ['Velikosti 43–46', 'velikosti-43-46'],
    ]);
    expect(trainers?.sliced_tags.map((tag) => [tag.title, tag.slug])).toEqual([
      ['Leather', 'leather'],
      ['Sizes 43–46', 'sizes-43-46'],
    ]);
    expect(trainers?.sliced_tags.map((tag) => tag._id)).toEqual(
      cs.virtualCategories[0]?.sliced_tags.map((tag) => tag._id),
    );
    expect(backpacks?.sliced_tags).toEqual([]);
    // The ids name the right catalogue entries: the material "leather", the shoe sizes 43 to 46.
    const [leather, sizes] = trainers?.sliced_tags ?? [];
    const titles = async (ids: string[]) =>
      (await runOperation(api, parameterValuesOperation, { ids }, 'en')).parameterValues.map(
        (value) => value.title,
      );
    const parameterTitle = async (id: string) =>
      (await runOperation(api, parametersOperation, { ids: [id] }, 'en')).parameters[0]?.title;
    expect(leather?.parameters).toHaveLength(1);
    expect(await parameterTitle(leather?.parameters[0]?.entityId ?? '')).toBe('Material');
    expect(await titles(leather?.parameters[0]?.values ?? [])).toEqual(['Leather']);
    expect(await parameterTitle(sizes?.parameters[0]?.entityId ?? '')).toBe('Shoe size');
    expect(await titles(sizes?.parameters[0]?.values ?? [])).toEqual(['43', '44', '45', '46']);
  });

  it('names the canonical virtual category of a filtered category, or none', async () => {
    const red = await runOperation(api, filteredCategoryOperation, {
      storeCategory: '42',
      parameterIds: ['2'],
      valueIds: ['43'],
    });
    expect(red.filteredCategory.store_category?.slug).toBe('tenisky');
    expect(red.filteredCategory.canonical_virtual_category?._id).toBe('2');
    expect(red.filteredCategory.canonical_virtual_category?.sliced_tags).toHaveLength(2);
    const two = await runOperation(api, filteredCategoryOperation, {
      storeCategory: '36',
      parameterIds: ['2'],
      valueIds: ['45', '44'],
    });
    expect(two.filteredCategory.canonical_virtual_category?._id).toBe('4');
    const none = await runOperation(api, filteredCategoryOperation, {
      storeCategory: '42',
      parameterIds: ['2'],
      valueIds: ['43', '41'],
    });
    expect(none.filteredCategory.canonical_virtual_category).toBeNull();
  });

  it('serves featured products of a type in order, hiding group-only products from others', async () => {
    const guest = await runOperation(api, featuredProductsOperation, { type: 'sale' });
    expect(guest.featuredProducts.products.map((product) => product.id)).toEqual([8, 9, 17, 21]);
    const business = await runOperation(api, featuredProductsOperation, { type: 'sale' }, 'cs', {
      userGroups: ['VO'],
    });
    expect(business.featuredProducts.products.map((product) => product.id)).toEqual([
      7, 8, 9, 17, 21,
    ]);
    const euro = await runOperation(
      api,
      featuredProductsOperation,
      { type: 'new', limit: 2 },
      'en',
      { currency: 'EUR' },
    );
    expect(euro.featuredProducts.products).toHaveLength(2);
    expect(euro.featuredProducts.products[0]?.prices.currencyCode).toBe('EUR');
    const { body } = await postGraphql(api, {
      query: '{ featuredProducts(type: "old") { type } }',
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `"${i + 1}"`).join(',');
    const { body } = await postGraphql(api, { query: `{ brands(ids: [${ids}]) { _id } }` });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
