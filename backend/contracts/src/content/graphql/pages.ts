import { z } from 'zod';
import { defineOperation } from './operation.ts';
import { contentBlockJsonSchema } from '../blocks.ts';
import { richTextNodeSchema } from '../rich-text.ts';
import { noVariables, pageMetaFragment, pageMetaSchema, slugVariables } from './common.ts';

const pageFields = /* GraphQL */ `
  fragment PageFields on Page {
    _id
    title
    content
    contact_box {
      title_frontend
      description
      show_button
    }
    page_meta {
      ...PageMetaFields
    }
    url_rewrite
    content_blocks
  }
  ${pageMetaFragment}
`;

export const pageSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: richTextNodeSchema.nullable(),
  contact_box: z.object({
    title_frontend: z.string().nullable(),
    description: z.string().nullable(),
    show_button: z.boolean(),
  }),
  page_meta: pageMetaSchema,
  /** The page's own path in the request language; links prefer it to the slug route. */
  url_rewrite: z.string().nullable(),
  content_blocks: z.array(contentBlockJsonSchema),
});
export type ContentPage = z.infer<typeof pageSchema>;

/** Pages of the page menu: id, title and slug. */
export const pagesMenuOperation = defineOperation({
  name: 'PagesMenu',
  document: /* GraphQL */ `
    query PagesMenu {
      pages {
        _id
        title
        page_meta {
          slug
        }
        url_rewrite
      }
    }
  `,
  variables: noVariables,
  result: z.object({
    pages: z.array(
      z.object({
        _id: z.string(),
        title: z.string(),
        page_meta: z.object({ slug: z.string() }),
        url_rewrite: z.string().nullable(),
      }),
    ),
  }),
});

export const pageBySlugOperation = defineOperation({
  name: 'PageBySlug',
  document: /* GraphQL */ `
    query PageBySlug($slug: String!) {
      page(slug: $slug) {
        ...PageFields
      }
    }
    ${pageFields}
  `,
  variables: slugVariables,
  result: z.object({ page: pageSchema.nullable() }),
});

export const contentPageBySlugOperation = defineOperation({
  name: 'ContentPageBySlug',
  document: /* GraphQL */ `
    query ContentPageBySlug($slug: String!) {
      contentPage(slug: $slug) {
        ...PageFields
      }
    }
    ${pageFields}
  `,
  variables: slugVariables,
  result: z.object({ contentPage: pageSchema.nullable() }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const pageOperations = [
  pagesMenuOperation,
  pageBySlugOperation,
  contentPageBySlugOperation,
] as const;
