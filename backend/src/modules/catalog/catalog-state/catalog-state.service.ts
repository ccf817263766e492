import {
  catalogParameterIds,
  type CatalogScope,
  type CatalogState,
} from '@vitrina/contracts/content';
import { AppError, NotFoundError, ValidationError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { findBrands } from '../brands/brands.service.ts';
import { loadCategoryIndex } from '../catalog-categories/catalog-categories.service.ts';
import { findListingVirtualCategory } from '../../content/content-virtual-categories/content-virtual-categories.service.ts';
import { loadParameterDictionary } from '../parameters/parameters.service.ts';
import { resolvePriceLists } from '../pricing/pricing.service.ts';
import { loadCatalogProducts } from '../products/products.service.ts';
import {
  selectBrandCounts,
  selectListingPage,
  selectPriceRange,
  selectValueCounts,
  type ListingFilter,
} from './catalog-state.repository.ts';

const invalid = (field: string, title: string) => new ValidationError(title, `scope.${field}`);

function grouped(
  pairs: readonly { parameterId: number; valueId: number }[],
): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const { parameterId, valueId } of pairs) {
    groups.set(parameterId, [...(groups.get(parameterId) ?? []), valueId]);
  }
  return groups;
}

/** Whole units for a filter label: 123456 minor units of CZK → "1234". */
const major = (minor: number) => String(Math.round(minor / 100));

/**
 * `GET /api/catalog/v2/state`: one page of a category listing with its facets. Unknown brand or
 * value ids are a 400 (a stale link should say so, not silently widen the list); an unknown
 * category or virtual category is a 404.
 */
export async function getCatalogState(
  ctx: RequestContext,
  scope: CatalogScope,
): Promise<CatalogState> {
  const [categories, dictionary, brands, lists] = await Promise.all([
    loadCategoryIndex(ctx),
    loadParameterDictionary(ctx),
    findBrands(ctx),
    resolvePriceLists(ctx),
  ]);
  if (lists.publicId === null) {
    throw new AppError({ title: `No prices in ${ctx.currency}`, code: 'unknown_currency' });
  }

  let categoryId = scope.categoryId ?? null;
  let virtualCategory: CatalogState['virtualCategory'] = null;
  let baseValueGroups: number[][] = [];
  let basePriceFrom: number | null = null;
  let basePriceTo: number | null = null;
  if (scope.virtualCategoryId !== undefined) {
    const found = await findListingVirtualCategory(ctx, scope.virtualCategoryId);
    if (!found) {
      throw new NotFoundError(
        `Unknown virtual category ${scope.virtualCategoryId}`,
        'scope.virtualCategoryId',
      );
    }
    if (categoryId !== null && found.categoryId !== null && categoryId !== found.categoryId) {
      throw invalid('categoryId', 'categoryId differs from the virtual category’s category');
    }
    categoryId = categoryId ?? found.categoryId;
    virtualCategory = { id: found.id, title: found.title, slug: found.slug };
    baseValueGroups = [...grouped(found.filters).values()];
    // A price range only means something in its own currency.
    if (found.priceCurrencyCode === ctx.currency) {
      basePriceFrom = found.priceFrom;
      basePriceTo = found.priceTo;
    }
  }
  const category = categoryId === null ? undefined : categories.byId.get(categoryId);
  if (categoryId !== null && !category) {
    throw new NotFoundError(`Unknown category ${categoryId}`, 'scope.categoryId');
  }

  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const unknownBrand = scope.brandIds.find((id) => !brandById.has(id));
  if (unknownBrand !== undefined) throw invalid('brandIds', `Unknown brand ${unknownBrand}`);
  const valuePairs = [...new Set(scope.valueIds)].map((valueId) => {
    const value = dictionary.values.get(valueId);
    if (!value) throw invalid('valueIds', `Unknown parameter value ${valueId}`);
    return { parameterId: value.parameterId, valueId };
  });

  const filter: ListingFilter = {
    categoryId,
    productIds: scope.productIds ? [...new Set(scope.productIds)] : null,
    baseValueGroups,
    basePriceFrom,
    basePriceTo,
    brandIds: [...new Set(scope.brandIds)],
    valueGroups: grouped(valuePairs),
    priceFrom: scope.priceFrom ?? null,
    priceTo: scope.priceTo ?? null,
    inStock: scope.inStock,
    publicListId: lists.publicId,
    groupListId: lists.groupId,
    userGroups: ctx.userGroups,
  };

  const selectedParameters = [...filter.valueGroups.keys()];
  const [page, openCounts, selectedCounts, brandCounts, priceRange] = await Promise.all([
    selectListingPage(
      ctx.db,
      filter,
      scope.sort,
      ctx.locale,
      scope.perPage,
      (scope.page - 1) * scope.perPage,
    ),
    // Parameters without a selection share one query; each selected one needs its own.
    selectValueCounts(ctx.db, filter, null, null),
    Promise.all(
      selectedParameters.map((parameterId) =>
        selectValueCounts(
          ctx.db,
          filter,
          { parameterId },
          (dictionary.parameters.get(parameterId)?.values ?? []).map((value) => value.id),
        ),
      ),
    ),
    selectBrandCounts(ctx.db, filter),
    selectPriceRange(ctx.db, filter),
  ]);
  const items = await loadCatalogProducts(ctx, page.ids, { priceLists: lists });

  const counts = new Map<number, number>();
  for (const row of openCounts) {
    const value = dictionary.values.get(row.valueId);
    if (value && !filter.valueGroups.has(value.parameterId)) counts.set(row.valueId, row.count);
  }
  for (const row of selectedCounts.flat()) counts.set(row.valueId, row.count);
  const selectedValues = new Set(scope.valueIds);
  const parameters = [...dictionary.parameters.values()]
    .filter(
      (parameter) => parameter.filterable && parameter.id !== catalogParameterIds.manufacturer,
    )
    .map((parameter) => ({
      id: parameter.id,
      title: parameter.title,
      type: parameter.type,
      unit: parameter.unit,
      values: parameter.values
        .filter((value) => (counts.get(value.id) ?? 0) > 0 || selectedValues.has(value.id))
        .map((value) => ({
          id: value.id,
          title: value.title,
          colorHex: value.colorHex,
          image: value.image,
          count: counts.get(value.id) ?? 0,
          selected: selectedValues.has(value.id),
        })),
    }))
    .filter((parameter) => parameter.values.length > 0);

  const brandCount = new Map(brandCounts.map((row) => [row.brandId, row.count]));
  const selectedBrands = new Set(filter.brandIds);
  const brandFacet = brands
    .filter((brand) => brandCount.has(brand.id) || selectedBrands.has(brand.id))
    .map((brand) => ({
      id: brand.id,
      title: brand.title,
      slug: brand.slug,
      image: brand.image,
      count: brandCount.get(brand.id) ?? 0,
      selected: selectedBrands.has(brand.id),
    }))
    .sort((a, b) => a.title.localeCompare(b.title, ctx.locale));

  const activeFilters: CatalogState['activeFilters'] = [
    ...filter.brandIds.map((id) => ({
      type: 'brand' as const,
      id,
      title: brandById.get(id)?.title ?? '',
    })),
    ...valuePairs.map(({ parameterId, valueId }) => ({
      type: 'parameter' as const,
      id: valueId,
      parameterId,
      title: `${dictionary.parameters.get(parameterId)?.title ?? ''}: ${dictionary.values.get(valueId)?.title ?? ''}`,
    })),
  ];
  if (filter.priceFrom !== null || filter.priceTo !== null) {
    const from = filter.priceFrom === null ? '' : major(filter.priceFrom);
    const to = filter.priceTo === null ? '' : major(filter.priceTo);
    activeFilters.push({ type: 'price', title: `${from}–${to} ${ctx.currency}` });
  }
  if (filter.inStock) {
    activeFilters.push({ type: 'inStock', title: ctx.locale === 'en' ? 'In stock' : 'Skladem' });
  }

  return {
    scope,
    category: category
      ? { id: category.id, name: category.name, slug: category.slug, fullname: category.fullname }
      : null,
    virtualCategory,
    products: {
      items,
      total: page.total,
      page: scope.page,
      perPage: scope.perPage,
      totalPages: Math.ceil(page.total / scope.perPage),
    },
    facets: {
      brands: brandFacet,
      parameters,
      price: priceRange ? { ...priceRange, currencyCode: ctx.currency } : null,
    },
    activeFilters,
  };
}
