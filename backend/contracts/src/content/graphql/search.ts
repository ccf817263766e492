import { z } from 'zod';
import { searchMinLength } from '../search.ts';
import { imageSchema } from './common.ts';
import { defineOperation } from './operation.ts';

const total = z.number().int().min(0);

/** Articles, FAQ and virtual categories whose title matches the query (search page tabs). */
export const contentSearchOperation = defineOperation({
  name: 'ContentSearch',
  document: /* GraphQL */ `
    query ContentSearch($query: String!, $limit: Int) {
      search(query: $query, limit: $limit) {
        articles {
          total
          items {
            _id
            title
            perex
            date_published
            image {
              path
              alt
            }
            page_meta {
              slug
            }
          }
        }
        faq {
          total
          items {
            _id
            title
            content
          }
        }
        virtual_categories {
          total
          items {
            _id
            title
            slug
          }
        }
      }
    }
  `,
  variables: z.object({
    query: z.string().trim().min(searchMinLength).max(100),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  result: z.object({
    search: z.object({
      articles: z.object({
        total,
        items: z.array(
          z.object({
            _id: z.string(),
            title: z.string(),
            perex: z.string().nullable(),
            date_published: z.iso.datetime(),
            image: imageSchema.nullable(),
            page_meta: z.object({ slug: z.string() }),
          }),
        ),
      }),
      faq: z.object({
        total,
        items: z.array(z.object({ _id: z.string(), title: z.string(), content: z.unknown() })),
      }),
      virtual_categories: z.object({
        total,
        items: z.array(z.object({ _id: z.string(), title: z.string(), slug: z.string() })),
      }),
    }),
  }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const searchOperations = [contentSearchOperation] as const;
