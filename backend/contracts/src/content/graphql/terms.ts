import { z } from 'zod';
import { richTextNodeSchema } from '../rich-text.ts';
import { pageMetaFragment, pageMetaSchema, slugVariables } from './common.ts';
import { defineOperation } from './operation.ts';

/** Spec §9: the glossary loads at most 1000 terms. */
export const termsLimit = 1000;

const termFields = /* GraphQL */ `
  fragment TermFields on Term {
    _id
    title
    page_title
    perex
    description
    page_meta {
      ...PageMetaFields
    }
    categories {
      entityId
    }
    products {
      entityId
    }
    virtual_categories {
      entityId
      title
      slug
    }
    terms {
      _id
      title
      slug
    }
  }
  ${pageMetaFragment}
`;

const refs = z.array(z.object({ entityId: z.string() }));

export const termSchema = z.object({
  _id: z.string(),
  title: z.string(),
  page_title: z.string().nullable(),
  perex: z.string().nullable(),
  description: richTextNodeSchema.nullable(),
  page_meta: pageMetaSchema,
  categories: refs,
  products: refs,
  virtual_categories: z.array(
    z.object({ entityId: z.string(), title: z.string(), slug: z.string() }),
  ),
  terms: z.array(z.object({ _id: z.string(), title: z.string(), slug: z.string() })),
});
export type Term = z.infer<typeof termSchema>;

/** The glossary, sorted by title in the request language. */
export const termsOperation = defineOperation({
  name: 'Terms',
  document: /* GraphQL */ `
    query Terms($limit: Int) {
      terms(limit: $limit) {
        _id
        title
        perex
        page_meta {
          slug
        }
      }
    }
  `,
  variables: z.object({ limit: z.number().int().min(1).max(termsLimit).optional() }),
  result: z.object({
    terms: z.array(
      z.object({
        _id: z.string(),
        title: z.string(),
        perex: z.string().nullable(),
        page_meta: z.object({ slug: z.string() }),
      }),
    ),
  }),
});

export const termBySlugOperation = defineOperation({
  name: 'TermBySlug',
  document: /* GraphQL */ `
    query TermBySlug($slug: String!) {
      term(slug: $slug) {
        ...TermFields
      }
    }
    ${termFields}
  `,
  variables: slugVariables,
  result: z.object({ term: termSchema.nullable() }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const termOperations = [termsOperation, termBySlugOperation] as const;
