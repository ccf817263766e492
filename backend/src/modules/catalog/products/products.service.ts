import {
  catalogParameterIds,
  type CatalogProduct,
  type CatalogProductResponse,
  type CatalogVariant,
} from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { ratingSummaries } from '../reviews/rating-summaries.service.ts';
import { findBrands } from '../brands/brands.service.ts';
import { loadCategoryIndex } from '../catalog-categories/catalog-categories.service.ts';
import {
  loadParameterDictionary,
  type ParameterDictionary,
} from '../parameters/parameters.service.ts';
import { availabilityOf, isProductOrderable } from '../pricing/availability.ts';
import {
  findVariantPrices,
  findVariantStock,
  resolvePriceLists,
  toCatalogPrice,
  type PriceLists,
} from '../pricing/pricing.service.ts';
import { selectProductSummaries } from './product-summaries.repository.ts';
import {
  selectAlternatives,
  selectDiscounts,
  selectGifts,
  selectProductIds,
  selectProducts,
  selectProductTexts,
  selectVariantProducts,
  selectVariants,
  selectVariantValues,
  type ProductSelector,
} from './products.repository.ts';

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** `content.parameters` entries from value ids; the manufacturer entry lists brand ids (spec). */
function parametersOf(valueIds: readonly number[], dictionary: ParameterDictionary) {
  const byParameter = new Map<number, number[]>();
  for (const valueId of valueIds) {
    const value = dictionary.values.get(valueId);
    if (!value) continue;
    byParameter.set(value.parameterId, [...(byParameter.get(value.parameterId) ?? []), valueId]);
  }
  return [...dictionary.parameters.values()].flatMap((parameter) => {
    const ids = byParameter.get(parameter.id);
    if (!ids) return [];
    const values = ids
      .flatMap((id) => dictionary.values.get(id) ?? [])
      .sort((a, b) => a.position - b.position);
    const entityId = (value: (typeof values)[number]) =>
      parameter.id === catalogParameterIds.manufacturer ? (value.brandId ?? value.id) : value.id;
    return [
      {
        entityId: parameter.id,
        title: parameter.title,
        type: parameter.type,
        unit: parameter.unit,
        values: values.map(entityId),
        valueEntities: values.map((value) => ({
          _id: entityId(value),
          title: value.title,
          colorHex: value.colorHex,
          image: value.image,
        })),
      },
    ];
  });
}

/** A variant's name (its values, else the product's) and full name (the product's and its values). */
function namesOf(
  parameters: ReturnType<typeof parametersOf>,
  productName: string,
): { name: string; fullname: string } {
  const variantName = parameters
    .flatMap((parameter) => parameter.valueEntities.map((value) => value.title))
    .join(' / ');
  return {
    name: variantName || productName,
    fullname: variantName ? `${productName} ${variantName}` : productName,
  };
}

/** The names of a variant with these parameter values, as the product page gives them. */
export function variantNames(
  valueIds: readonly number[],
  dictionary: ParameterDictionary,
  productName: string,
): { name: string; fullname: string } {
  return namesOf(parametersOf(valueIds, dictionary), productName);
}

/** The default variant: the cheapest one available, else the cheapest. */
export function defaultVariantOf<
  V extends { availability: { isAvailable: boolean }; prices: { unitWithTax: number } },
>(variants: readonly V[]): V | undefined {
  return [...variants].sort(
    (a, b) =>
      Number(b.availability.isAvailable) - Number(a.availability.isAvailable) ||
      a.prices.unitWithTax - b.prices.unitWithTax,
  )[0];
}

export interface LoadOptions {
  /** Long HTML descriptions (product detail only). */
  withDescription?: boolean;
  /** Price lists already resolved for this request (listings resolve them once). */
  priceLists?: PriceLists;
}

/**
 * Full products for the request (language, currency, user groups) in the order of `ids`. Ids that
 * do not exist, are hidden, or have no price in the currency are left out. Permissions are the
 * caller's business: this loads what it is asked for.
 */
export async function loadCatalogProducts(
  ctx: RequestContext,
  ids: readonly number[],
  options: LoadOptions = {},
): Promise<CatalogProduct[]> {
  if (ids.length === 0) return [];
  const { db, locale } = ctx;
  const [lists, products, texts, variants, dictionary, categories, brands] = await Promise.all([
    options.priceLists ?? resolvePriceLists(ctx),
    selectProducts(db, ids),
    selectProductTexts(ctx, ids, options.withDescription ?? false),
    selectVariants(db, ids),
    loadParameterDictionary(ctx),
    loadCategoryIndex(ctx),
    findBrands(ctx),
  ]);
  const variantIds = variants.map((variant) => variant.id);
  const [prices, stock, variantValues, discounts, gifts, alternatives, ratings] = await Promise.all(
    [
      findVariantPrices(ctx, variantIds, lists),
      findVariantStock(ctx, variantIds),
      selectVariantValues(db, variantIds),
      selectDiscounts(ctx, ids),
      selectGifts(ctx, ids),
      selectAlternatives(db, ids),
      ratingSummaries(ctx, ids),
    ],
  );
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const textOf = new Map(texts.map((row) => [row.productId, row]));
  const variantsOf = groupBy(variants, (row) => row.productId);
  const variantValuesOf = groupBy(variantValues, (row) => row.variantId);
  const discountsOf = groupBy(discounts, (row) => row.productId);
  const giftsOf = groupBy(gifts, (row) => row.productId);
  const alternativesOf = groupBy(alternatives, (row) => row.productId);
  const byId = new Map(products.map((product) => [product.id, product]));

  return ids.flatMap((id): CatalogProduct[] => {
    const product = byId.get(id);
    if (!product) return [];
    const text = textOf.get(id);
    const name = text?.name ?? product.code;
    const category = categories.byId.get(product.mainCategoryId);
    const brand = product.brandId === null ? undefined : brandById.get(product.brandId);
    const catalogVariants = (variantsOf.get(id) ?? []).flatMap((variant): CatalogVariant[] => {
      const price = prices.get(variant.id);
      if (!price) return [];
      const warehouses = (stock.get(variant.id) ?? []).map((row) => ({
        id: row.warehouseId,
        code: row.code,
        name: row.name,
        virtual: row.virtual,
        stock: row.quantity,
      }));
      const parameters = parametersOf(
        (variantValuesOf.get(variant.id) ?? []).map((row) => row.valueId),
        dictionary,
      );
      return [
        {
          id: variant.id,
          ...namesOf(parameters, name),
          catalogCode: variant.code,
          ean: variant.ean,
          mainImage: variant.image ?? product.images[0] ?? null,
          unit: product.unit,
          prices: toCatalogPrice(price, lists.currency, product.vatRate),
          availability: availabilityOf(warehouses, variant.delayDays, product, locale),
          warehouses,
          parameters,
        },
      ];
    });
    const defaultVariant = defaultVariantOf(catalogVariants);
    if (!defaultVariant) return [];
    const cheapest = catalogVariants.reduce((best, variant) =>
      variant.prices.unitWithTax < best.prices.unitWithTax ? variant : best,
    );
    const stockTotal = catalogVariants.reduce((sum, v) => sum + v.availability.stock, 0);
    const slugs: CatalogProduct['slugs'] = {};
    for (const [language, slug] of Object.entries(text?.slugs ?? {}))
      if (language === 'cs' || language === 'en') slugs[language] = slug;
    return [
      {
        id,
        code: product.code,
        ean: product.ean,
        marketingCode: product.marketingCode,
        name,
        slug: text?.slug ?? product.code.toLowerCase(),
        slugs,
        perex: text?.perex ?? null,
        description: text?.description ?? null,
        categoryId: product.mainCategoryId,
        categoryName: category?.name ?? '',
        categoryFullname: category?.fullname ?? '',
        brand: brand
          ? { id: brand.id, title: brand.title, slug: brand.slug, image: brand.image }
          : null,
        mainImage: product.images[0] ?? null,
        images: product.images,
        hoverImage: product.hoverImage,
        tags: product.tags,
        visibility: { saleable: product.saleable },
        freeShipping: product.freeShipping,
        gifts: (giftsOf.get(id) ?? []).map((gift) => ({
          id: gift.id,
          name: gift.name,
          slug: gift.slug,
          mainImage: gift.mainImage,
          // The rule order gifts use: a gift is only available when it can be ordered.
          availability: { isAvailable: isProductOrderable(gift, gift.hasStock) },
        })),
        discounts: (discountsOf.get(id) ?? []).map((discount) => ({
          id: discount.id,
          name: discount.name,
          isNPlusOne: discount.kind === 'n_plus_one',
          buyQuantity: discount.buyQuantity,
          percentage: discount.percentage,
          active: discount.active,
        })),
        prices: cheapest.prices,
        hasVariants: catalogVariants.length > 1,
        defaultVariantId: defaultVariant.id,
        variants: catalogVariants,
        alternatives: (alternativesOf.get(id) ?? []).map((row) => row.alternativeId),
        rating: ratings.get(id) ?? null,
        parameters: parametersOf(product.valueIds, dictionary),
        availability: {
          ...defaultVariant.availability,
          stock: stockTotal,
          isAvailable: catalogVariants.some((variant) => variant.availability.isAvailable),
        },
        createdAt: product.createdAt,
      },
    ];
  });
}

export interface ProductQuery {
  slugs?: string[];
  ids?: number[];
  codes?: string[];
  eans?: string[];
  variantCodes?: string[];
  variantEans?: string[];
  categoryIds?: number[];
  random?: number;
  limit: number;
  checkPermissions: boolean;
}

function selectorOf(query: ProductQuery, locale: string): ProductSelector {
  if (query.slugs) return { by: 'slugs', slugs: query.slugs.map((s) => s.toLowerCase()), locale };
  if (query.ids) return { by: 'ids', ids: query.ids };
  if (query.codes) return { by: 'codes', values: query.codes };
  if (query.eans) return { by: 'eans', values: query.eans };
  if (query.variantCodes) return { by: 'variantCodes', values: query.variantCodes };
  if (query.variantEans) return { by: 'variantEans', values: query.variantEans };
  if (query.categoryIds) return { by: 'categoryIds', ids: query.categoryIds, limit: query.limit };
  return { by: 'random', count: query.random ?? 1 };
}

/** A product limited to a user group is for that group's shoppers only. */
export function mayView(ctx: RequestContext, row: { requiredUserGroup: string | null }): boolean {
  return row.requiredUserGroup === null || ctx.userGroups.includes(row.requiredUserGroup);
}

/** Whether the product exists, is visible and this shopper may see it (reviews, comments…). */
export async function isProductVisibleTo(ctx: RequestContext, productId: number): Promise<boolean> {
  const [row] = await selectProductIds(ctx.db, { by: 'ids', ids: [productId] }, ctx.userGroups);
  return row !== undefined && mayView(ctx, row);
}

/** What a small product box (an order gift) shows: no prices, no variants. */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  isAvailable: boolean;
}

/**
 * Products by id in the request language (else the fallback one, else the code), in the order of
 * `ids`; hidden ones and those this shopper may not see are left out.
 */
export async function findProductSummaries(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductSummaries(ctx, ids);
  const byId = new Map(rows.filter((row) => mayView(ctx, row)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { name, slug, image } = row;
    return [{ id, name, slug, image, isAvailable: isProductOrderable(row, row.hasStock) }];
  });
}

/**
 * `GET /catalog/product` and the product loader for other modules: products named by exactly one
 * selector, visible ones only. With `checkPermissions`, products limited to a user group the
 * request is not in are left out; a slug lookup then answers `error` 403 (404 when unknown).
 */
export async function findProducts(
  ctx: RequestContext,
  query: ProductQuery,
): Promise<CatalogProductResponse> {
  const selector = selectorOf(query, ctx.locale);
  const rows = await selectProductIds(ctx.db, selector, ctx.userGroups);
  const allowed = rows.filter((row) => !query.checkPermissions || mayView(ctx, row));
  const data = await loadCatalogProducts(
    ctx,
    allowed.map((row) => row.id),
    { withDescription: selector.by === 'slugs' },
  );
  if (selector.by === 'slugs' && data.length === 0) {
    const error =
      rows.length > allowed.length
        ? {
            statusCode: 403 as const,
            code: 'forbidden' as const,
            message: 'Product not available to your account',
          }
        : {
            statusCode: 404 as const,
            code: 'not_found' as const,
            message: 'No product with that slug',
          };
    return { data, error };
  }
  return { data };
}

/** For the cart and orders, which name variants: the product each existing variant belongs to. */
export function findVariantProducts(
  ctx: RequestContext,
  variantIds: readonly number[],
): Promise<Map<number, number>> {
  return selectVariantProducts(ctx.db, variantIds);
}
