import { z } from 'zod';
import { catalogProductSchema } from '../catalog-product.ts';
import { contentBlockJsonSchema } from '../blocks.ts';
import { imageSchema, noVariables, positiveIdString } from './common.ts';
import { defineOperation } from './operation.ts';

const id = positiveIdString;
const idList = z.array(id).min(1).max(100);

export const brandSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: imageSchema.nullable(),
  link: z.string().nullable(),
  weight: z.number().int(),
  linked_virtual_category: z.object({ _id: z.string(), slug: z.string().nullable() }).nullable(),
});
export type ContentBrand = z.infer<typeof brandSchema>;

const brandFields = /* GraphQL */ `
  fragment BrandFields on Brand {
    _id
    title
    image {
      path
      alt
    }
    link
    weight
    linked_virtual_category {
      _id
      slug
    }
  }
`;

/** Homepage blocks and the brands it shows. */
export const homepageOperation = defineOperation({
  name: 'Homepage',
  document: /* GraphQL */ `
    query Homepage {
      homepage {
        content
        brands {
          ...BrandFields
        }
      }
    }
    ${brandFields}
  `,
  variables: noVariables,
  result: z.object({
    homepage: z.object({ content: z.array(contentBlockJsonSchema), brands: z.array(brandSchema) }),
  }),
});

/** Brands by id (the storefront keeps them as productBrands). */
export const brandsByIdsOperation = defineOperation({
  name: 'BrandsByIds',
  document: /* GraphQL */ `
    query BrandsByIds($ids: [ID!]!) {
      brands(ids: $ids) {
        ...BrandFields
      }
    }
    ${brandFields}
  `,
  variables: z.object({ ids: idList }),
  result: z.object({ brands: z.array(brandSchema) }),
});

/** Brands heaviest first (brand list page). */
export const brandsByWeightOperation = defineOperation({
  name: 'BrandsByWeight',
  document: /* GraphQL */ `
    query BrandsByWeight($limit: Int) {
      brandsByWeight(limit: $limit) {
        ...BrandFields
      }
    }
    ${brandFields}
  `,
  variables: z.object({ limit: z.number().int().min(1).max(1000).optional() }),
  result: z.object({ brandsByWeight: z.array(brandSchema) }),
});

export const colorOperation = defineOperation({
  name: 'Color',
  document: /* GraphQL */ `
    query Color($id: ID!) {
      color(_id: $id) {
        _id
        title
        color_hex
        parameter_value_image {
          path
        }
      }
    }
  `,
  variables: z.object({ id }),
  result: z.object({
    color: z
      .object({
        _id: z.string(),
        title: z.string(),
        color_hex: z.string().nullable(),
        parameter_value_image: z.object({ path: z.string() }).nullable(),
      })
      .nullable(),
  }),
});

export const parameterValueSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description_short: z.string().nullable(),
  description_long: z.string().nullable(),
  color_hex: z.string().nullable(),
  parameter_value_image: imageSchema.nullable(),
  hide_product_detail: z.boolean(),
});

export const parameterSchema = z.object({
  _id: z.string(),
  title: z.string(),
  parameter_type: z.string(),
  parameter_unit: z.string().nullable(),
  description: z.string().nullable(),
  parameter_hide_product_detail: z.boolean(),
  values: z.array(parameterValueSchema),
});
export type ContentParameter = z.infer<typeof parameterSchema>;

const valueFields = /* GraphQL */ `
  fragment ParameterValueFields on ParameterValue {
    _id
    title
    description_short
    description_long
    color_hex
    parameter_value_image {
      path
      alt
    }
    hide_product_detail
  }
`;

/** Parameters with their values; all when `ids` is absent. */
export const parametersOperation = defineOperation({
  name: 'Parameters',
  document: /* GraphQL */ `
    query Parameters($ids: [ID!]) {
      parameters(ids: $ids) {
        _id
        title
        parameter_type
        parameter_unit
        description
        parameter_hide_product_detail
        values {
          ...ParameterValueFields
        }
      }
    }
    ${valueFields}
  `,
  variables: z.object({ ids: idList.optional() }),
  result: z.object({ parameters: z.array(parameterSchema) }),
});

export const parameterValuesOperation = defineOperation({
  name: 'ParameterValues',
  document: /* GraphQL */ `
    query ParameterValues($ids: [ID!]!) {
      parameterValues(ids: $ids) {
        ...ParameterValueFields
      }
    }
    ${valueFields}
  `,
  variables: z.object({ ids: idList }),
  result: z.object({ parameterValues: z.array(parameterValueSchema) }),
});

/** Values by parameter (spec §3): OR within a parameter, AND across. */
export const filterParameterSchema = z.object({
  entityId: z.string(),
  values: z.array(z.string()),
});
export type FilterParameter = z.infer<typeof filterParameterSchema>;
const filterParametersSchema = z.array(filterParameterSchema);

/** A tag slicing a virtual category further: its parameters add to the category's own filter. */
export const slicedTagSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  parameters: filterParametersSchema,
});
export type ContentSlicedTag = z.infer<typeof slicedTagSchema>;

export const virtualCategorySchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  sliced_tags: z.array(slicedTagSchema),
  parameters: filterParametersSchema,
  sliced_categories: z.array(z.object({ entityId: z.string() })),
  price_range: z.object({
    price_from: z.number().int().nullable(),
    price_to: z.number().int().nullable(),
    currency_code: z.string().nullable(),
  }),
  page_meta: z.object({
    slug: z.string(),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    seo_keywords: z.string().nullable(),
    meta_noindex: z.boolean(),
    meta_nofollow: z.boolean(),
    canonical_slugs: z.array(z.object({ language: z.string(), slug: z.string() })),
  }),
});
export type ContentVirtualCategory = z.infer<typeof virtualCategorySchema>;

const virtualCategoryFields = /* GraphQL */ `
  fragment VirtualCategoryFields on VirtualCategory {
    _id
    title
    slug
    sliced_tags {
      _id
      title
      slug
      parameters {
        entityId
        values
      }
    }
    parameters {
      entityId
      values
    }
    sliced_categories {
      entityId
    }
    price_range {
      price_from
      price_to
      currency_code
    }
    page_meta {
      slug
      seo_title
      seo_description
      seo_keywords
      meta_noindex
      meta_nofollow
      canonical_slugs {
        language
        slug
      }
    }
  }
`;

/** Virtual categories by slug (either language), in the order asked. */
export const virtualCategoriesBySlugsOperation = defineOperation({
  name: 'VirtualCategoriesBySlugs',
  document: /* GraphQL */ `
    query VirtualCategoriesBySlugs($slugs: [String!]!) {
      virtualCategories(slugs: $slugs) {
        ...VirtualCategoryFields
      }
    }
    ${virtualCategoryFields}
  `,
  variables: z.object({ slugs: z.array(z.string().trim().min(1).max(255)).min(1).max(100) }),
  result: z.object({ virtualCategories: z.array(virtualCategorySchema) }),
});

/** A store category filtered by values, with the virtual category that is its canonical page. */
export const filteredCategoryOperation = defineOperation({
  name: 'FilteredCategory',
  document: /* GraphQL */ `
    query FilteredCategory($storeCategory: ID!, $parameterIds: [ID!]!, $valueIds: [ID!]!) {
      filteredCategory(
        store_category: $storeCategory
        parameterIds: $parameterIds
        valueIds: $valueIds
      ) {
        store_category {
          _id
          title
          slug
        }
        canonical_virtual_category {
          ...VirtualCategoryFields
        }
      }
    }
    ${virtualCategoryFields}
  `,
  variables: z.object({
    storeCategory: id,
    parameterIds: z.array(id).max(100),
    valueIds: z.array(id).max(100),
  }),
  result: z.object({
    filteredCategory: z.object({
      store_category: z.object({ _id: z.string(), title: z.string(), slug: z.string() }).nullable(),
      canonical_virtual_category: virtualCategorySchema.nullable(),
    }),
  }),
});

export const featuredProductTypes = ['new', 'sale', 'tip'] as const;

/**
 * Editorial product picks of a type, as full catalogue products (the `GET /catalog/product`
 * shape), priced for the request's currency and user groups.
 */
export const featuredProductsOperation = defineOperation({
  name: 'FeaturedProducts',
  document: /* GraphQL */ `
    query FeaturedProducts($type: String!, $limit: Int) {
      featuredProducts(type: $type, limit: $limit) {
        type
        products
      }
    }
  `,
  variables: z.object({
    type: z.enum(featuredProductTypes),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  result: z.object({
    featuredProducts: z.object({
      type: z.enum(featuredProductTypes),
      products: z.array(catalogProductSchema),
    }),
  }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const catalogueOperations = [
  homepageOperation,
  brandsByIdsOperation,
  brandsByWeightOperation,
  colorOperation,
  parametersOperation,
  parameterValuesOperation,
  virtualCategoriesBySlugsOperation,
  filteredCategoryOperation,
  featuredProductsOperation,
] as const;
