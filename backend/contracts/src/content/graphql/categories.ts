import { z } from 'zod';
import { richTextNodeSchema } from '../rich-text.ts';
import {
  imageSchema,
  noVariables,
  pageMetaFragment,
  pageMetaSchema,
  positiveIdString,
} from './common.ts';
import { defineOperation } from './operation.ts';

/** A store or virtual category as a link: id, title and slug in the request language. */
export const categoryRefSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const faqQuestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: richTextNodeSchema,
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

export const topCategoryListSchema = z.object({
  _id: z.string(),
  title: z.string(),
  top_category_item_type: z.enum(['store_category', 'virtual_category']),
  top_category_image: imageSchema.nullable(),
  top_store_categories: z.array(categoryRefSchema),
  top_virtual_categories: z.array(categoryRefSchema),
  links: z.array(
    z.object({
      title: z.string(),
      link_type: z.enum(['custom_link', 'category_link', 'virtual_category_link']),
      custom_link: z.string().nullable(),
      category_link: categoryRefSchema.nullable(),
      virtual_category_link: categoryRefSchema.nullable(),
    }),
  ),
});
export type TopCategoryList = z.infer<typeof topCategoryListSchema>;

/** One to three lists of top categories (homepage and mega menu). */
export const topCategoriesOperation = defineOperation({
  name: 'TopCategories',
  document: /* GraphQL */ `
    query TopCategories {
      topCategories {
        _id
        title
        top_category_item_type
        top_category_image {
          path
          alt
        }
        top_store_categories {
          _id
          title
          slug
        }
        top_virtual_categories {
          _id
          title
          slug
        }
        links {
          title
          link_type
          custom_link
          category_link {
            _id
            title
            slug
          }
          virtual_category_link {
            _id
            title
            slug
          }
        }
      }
    }
  `,
  variables: noVariables,
  result: z.object({ topCategories: z.array(topCategoryListSchema).min(1).max(3) }),
});

export const categoryContentSchema = z.object({
  _id: z.string(),
  store_id: z.string(),
  title: z.string(),
  content: richTextNodeSchema.nullable(),
  description: z.string().nullable(),
  text_below_products: richTextNodeSchema.nullable(),
  page_meta: pageMetaSchema,
  faq: z.array(faqQuestionSchema),
  articles: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      short_title: z.string().nullable(),
      slug: z.string(),
    }),
  ),
  category_video: z.object({ title: z.string().nullable(), video_url: z.string() }).nullable(),
  banner_catalog: z.array(
    z.object({
      _id: z.string(),
      position: z.number().int(),
      title: z.string(),
      url: z.string(),
      image: imageSchema,
      main_image_translatable: imageSchema,
    }),
  ),
  catalog_settings: z.object({
    parameters: z.array(
      z.object({ entityId: z.string(), importantFilter: z.boolean(), closedFilter: z.boolean() }),
    ),
  }),
});
export type CategoryContent = z.infer<typeof categoryContentSchema>;

/** The content part of a store category's page, by the store category id. */
export const categoryByStoreIdOperation = defineOperation({
  name: 'CategoryByStoreId',
  document: /* GraphQL */ `
    query CategoryByStoreId($storeId: ID!) {
      category(store_id: $storeId) {
        _id
        store_id
        title
        content
        description
        text_below_products
        page_meta {
          ...PageMetaFields
        }
        faq {
          _id
          title
          content
        }
        articles {
          _id
          title
          short_title
          slug
        }
        category_video {
          title
          video_url
        }
        banner_catalog {
          _id
          position
          title
          url
          image {
            path
            alt
          }
          main_image_translatable {
            path
            alt
          }
        }
        catalog_settings {
          parameters {
            entityId
            importantFilter
            closedFilter
          }
        }
      }
    }
    ${pageMetaFragment}
  `,
  variables: z.object({ storeId: positiveIdString }),
  result: z.object({ category: categoryContentSchema.nullable() }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
/** Every FAQ question, for the shopping guide (spec §2 "Shopping guide"). */
export const faqOperation = defineOperation({
  name: 'Faq',
  document: /* GraphQL */ `
    query Faq {
      faq {
        _id
        title
        content
      }
    }
  `,
  variables: noVariables,
  result: z.object({ faq: z.array(faqQuestionSchema) }),
});

export const categoryOperations = [
  topCategoriesOperation,
  categoryByStoreIdOperation,
  faqOperation,
] as const;
