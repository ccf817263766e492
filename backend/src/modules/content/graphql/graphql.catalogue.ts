import { catalogParameterIds } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { findBrands, type BrandEntry } from '../../catalog/brands/brands.service.ts';
import { findStoreCategoryRef, getHomepage } from '../content-config/content-config.service.ts';
import {
  isFeaturedProductType,
  listFeaturedProducts,
} from '../content-misc/content-misc.service.ts';
import {
  findCanonicalVirtualCategory,
  findVirtualCategoriesBySlugs,
} from '../content-virtual-categories/content-virtual-categories.service.ts';
import {
  findParameterValues,
  listParameters,
  type ParameterEntry,
  type ParameterValueEntry,
} from '../../catalog/parameters/parameters.service.ts';
import { badInput, intInRange, rowId, text } from './graphql.args.ts';

/** Catalogue-backed queries: brands, colours, parameters (through the catalogue's services). */
const maxIds = 100;

function ids(argument: string, value: unknown): number[] {
  if (!Array.isArray(value)) throw badInput(argument, 'expected a list of ids');
  if (value.length > maxIds) throw badInput(argument, `expected at most ${maxIds} ids`);
  return value.map((item) => rowId(argument, String(item)));
}

const brandOf = (brand: BrandEntry) => ({
  _id: String(brand.id),
  title: brand.title,
  image: brand.image ? { path: brand.image, alt: brand.title } : null,
  link: brand.virtualCategorySlug,
  weight: brand.weight,
  linked_virtual_category:
    brand.virtualCategoryId === null
      ? null
      : { _id: String(brand.virtualCategoryId), slug: brand.virtualCategorySlug },
});

const valueOf = (value: ParameterValueEntry) => ({
  _id: String(value.id),
  title: value.title,
  description_short: value.descriptionShort,
  description_long: value.descriptionLong,
  color_hex: value.colorHex,
  parameter_value_image: value.image ? { path: value.image, alt: value.title } : null,
  hide_product_detail: value.hideOnProductDetail,
});

const parameterOf = (parameter: ParameterEntry) => ({
  _id: String(parameter.id),
  title: parameter.title,
  parameter_type: parameter.type,
  parameter_unit: parameter.unit,
  description: parameter.description,
  parameter_hide_product_detail: parameter.hideOnProductDetail,
  values: parameter.values.map(valueOf),
});

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: { ctx: RequestContext }) => unknown;

export const catalogueQueries: Record<string, Resolver> = {
  featuredProducts: async (_, args, { ctx }) => {
    const type = String(args.type);
    if (!isFeaturedProductType(type)) throw badInput('type', 'expected one of new, sale, tip');
    const limit = intInRange('limit', args.limit as number, 1, 50);
    return { type, products: await listFeaturedProducts(ctx, type, limit) };
  },
  virtualCategories: (_, args, { ctx }) => {
    const slugs = args.slugs;
    if (!Array.isArray(slugs) || slugs.length > maxIds) {
      throw badInput('slugs', `expected at most ${maxIds} slugs`);
    }
    return findVirtualCategoriesBySlugs(
      ctx,
      slugs.map((slug) => text('slugs', String(slug)).toLowerCase()),
    );
  },
  filteredCategory: async (_, args, { ctx }) => {
    const categoryId = rowId('store_category', args.store_category as string);
    const [storeCategory, canonical] = await Promise.all([
      findStoreCategoryRef(ctx, categoryId),
      findCanonicalVirtualCategory(ctx, {
        categoryId,
        parameterIds: ids('parameterIds', args.parameterIds),
        valueIds: ids('valueIds', args.valueIds),
      }),
    ]);
    return { store_category: storeCategory, canonical_virtual_category: canonical };
  },
  homepage: async (_, __, { ctx }) => {
    const { content, brandIds } = await getHomepage(ctx);
    const brands = await findBrands(ctx, { ids: brandIds });
    return { content, brands: brands.map(brandOf) };
  },
  brands: async (_, args, { ctx }) =>
    (await findBrands(ctx, { ids: ids('ids', args.ids) })).map(brandOf),
  brandsByWeight: async (_, args, { ctx }) =>
    (await findBrands(ctx, { limit: intInRange('limit', args.limit as number, 1, 1000) })).map(
      brandOf,
    ),
  color: async (_, args, { ctx }) => {
    const [value] = await findParameterValues(ctx, [rowId('_id', args._id as string)]);
    if (!value || value.parameterId !== catalogParameterIds.color) return null;
    return {
      _id: String(value.id),
      title: value.title,
      color_hex: value.colorHex,
      parameter_value_image: value.image ? { path: value.image } : null,
    };
  },
  parameters: async (_, args, { ctx }) => {
    const wanted = args.ids === null || args.ids === undefined ? undefined : ids('ids', args.ids);
    return (await listParameters(ctx, { ids: wanted })).map(parameterOf);
  },
  parameterValues: async (_, args, { ctx }) =>
    (await findParameterValues(ctx, ids('ids', args.ids))).map(valueOf),
};
