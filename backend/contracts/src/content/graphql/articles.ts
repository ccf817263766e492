import { z } from 'zod';
import { richTextNodeSchema } from '../rich-text.ts';
import {
  imageSchema,
  noVariables,
  pageMetaFragment,
  pageMetaSchema,
  slugVariables,
} from './common.ts';
import { defineOperation } from './operation.ts';

/** Articles per page of the article list. */
export const articlesPageSize = 12;
export const articlesMaxLimit = 50;

const categoryFields = /* GraphQL */ `
  fragment ArticleCategoryFields on ArticleCategory {
    _id
    title
    perex
    master_category {
      _id
      title
      page_meta {
        slug
      }
    }
    page_meta {
      ...PageMetaFields
    }
  }
`;

const authorFields = /* GraphQL */ `
  fragment AuthorFields on Author {
    _id
    title
    perex
    image {
      path
      alt
    }
    content
    author_has_page
    page_meta {
      ...PageMetaFields
    }
  }
`;

const tagFields = /* GraphQL */ `
  fragment ArticleTagFields on ArticleTag {
    _id
    title
    page_meta {
      ...PageMetaFields
    }
  }
`;

/** Fields of an article in a list (no content). */
const articleCardFields = /* GraphQL */ `
  fragment ArticleCardFields on Article {
    _id
    date_published
    title
    short_title
    perex
    image {
      path
      alt
    }
    author {
      _id
      title
      author_has_page
      page_meta {
        slug
      }
    }
    category {
      ...ArticleCategoryFields
    }
    tags {
      ...ArticleTagFields
    }
    page_meta {
      ...PageMetaFields
    }
  }
  ${categoryFields}
  ${tagFields}
  ${pageMetaFragment}
`;

const slugOnly = z.object({ slug: z.string() });

export const articleCategorySchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  master_category: z.object({ _id: z.string(), title: z.string(), page_meta: slugOnly }).nullable(),
  page_meta: pageMetaSchema,
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
export const articleTagSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page_meta: pageMetaSchema,
});
export type ArticleTag = z.infer<typeof articleTagSchema>;
export const authorSchema = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  image: imageSchema.nullable(),
  content: richTextNodeSchema.nullable(),
  author_has_page: z.boolean(),
  page_meta: pageMetaSchema,
});

export type ArticleAuthor = z.infer<typeof authorSchema>;

export const articleCardSchema = z.object({
  _id: z.string(),
  date_published: z.iso.datetime(),
  title: z.string(),
  short_title: z.string().nullable(),
  perex: z.string().nullable(),
  image: imageSchema.nullable(),
  author: z
    .object({
      _id: z.string(),
      title: z.string(),
      author_has_page: z.boolean(),
      page_meta: slugOnly,
    })
    .nullable(),
  category: articleCategorySchema.nullable(),
  tags: z.array(articleTagSchema),
  page_meta: pageMetaSchema,
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleSchema = articleCardSchema.extend({
  created: z.iso.datetime(),
  content: richTextNodeSchema.nullable(),
  site_enabled: z.array(z.string()),
});
export type ArticleDetail = z.infer<typeof articleSchema>;

const filterText = z.string().trim().min(1).max(255).optional();

/** The article list and its filtered forms (by category, tag, author; by site). */
export const articlesOperation = defineOperation({
  name: 'Articles',
  document: /* GraphQL */ `
    query Articles(
      $skip: Int
      $limit: Int
      $categorySlug: String
      $tagSlug: String
      $authorSlug: String
      $site: String
    ) {
      articles(
        skip: $skip
        limit: $limit
        categorySlug: $categorySlug
        tagSlug: $tagSlug
        authorSlug: $authorSlug
        site: $site
      ) {
        total
        items {
          ...ArticleCardFields
        }
      }
    }
    ${articleCardFields}
  `,
  variables: z.object({
    skip: z.number().int().min(0).optional(),
    limit: z.number().int().min(1).max(articlesMaxLimit).optional(),
    categorySlug: filterText,
    tagSlug: filterText,
    authorSlug: filterText,
    site: filterText,
  }),
  result: z.object({
    articles: z.object({ total: z.number().int().min(0), items: z.array(articleCardSchema) }),
  }),
});

export const articleBySlugOperation = defineOperation({
  name: 'ArticleBySlug',
  document: /* GraphQL */ `
    query ArticleBySlug($slug: String!) {
      article(slug: $slug) {
        ...ArticleCardFields
        created
        content
        site_enabled
      }
    }
    ${articleCardFields}
  `,
  variables: slugVariables,
  result: z.object({ article: articleSchema.nullable() }),
});

export const articleCategoryOperation = defineOperation({
  name: 'ArticleCategory',
  document: /* GraphQL */ `
    query ArticleCategory($slug: String!) {
      articleCategory(slug: $slug) {
        ...ArticleCategoryFields
      }
    }
    ${categoryFields}
    ${pageMetaFragment}
  `,
  variables: slugVariables,
  result: z.object({ articleCategory: articleCategorySchema.nullable() }),
});

export const articleTagOperation = defineOperation({
  name: 'ArticleTag',
  document: /* GraphQL */ `
    query ArticleTag($slug: String!) {
      articleTag(slug: $slug) {
        ...ArticleTagFields
      }
    }
    ${tagFields}
    ${pageMetaFragment}
  `,
  variables: slugVariables,
  result: z.object({ articleTag: articleTagSchema.nullable() }),
});

export const articleAuthorOperation = defineOperation({
  name: 'ArticleAuthor',
  document: /* GraphQL */ `
    query ArticleAuthor($slug: String!) {
      articleAuthor(slug: $slug) {
        ...AuthorFields
      }
    }
    ${authorFields}
    ${pageMetaFragment}
  `,
  variables: slugVariables,
  result: z.object({ articleAuthor: authorSchema.nullable() }),
});

export const articleListConfigurationSchema = z.object({
  title: z.string(),
  perex: z.string().nullable(),
  page_meta: pageMetaSchema,
});
export type ArticleListConfiguration = z.infer<typeof articleListConfigurationSchema>;

/** The list page's heading and SEO, with every category and tag for its filters. */
export const articleListConfigurationOperation = defineOperation({
  name: 'ArticleListConfiguration',
  document: /* GraphQL */ `
    query ArticleListConfiguration {
      articleListConfiguration {
        title
        perex
        page_meta {
          ...PageMetaFields
        }
      }
      articleCategories {
        ...ArticleCategoryFields
      }
      articleTags {
        ...ArticleTagFields
      }
    }
    ${categoryFields}
    ${tagFields}
    ${pageMetaFragment}
  `,
  variables: noVariables,
  result: z.object({
    articleListConfiguration: articleListConfigurationSchema,
    articleCategories: z.array(articleCategorySchema),
    articleTags: z.array(articleTagSchema),
  }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const articleOperations = [
  articlesOperation,
  articleBySlugOperation,
  articleCategoryOperation,
  articleTagOperation,
  articleAuthorOperation,
  articleListConfigurationOperation,
] as const;
