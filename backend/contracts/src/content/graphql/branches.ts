import { z } from 'zod';
import { imageSchema, pageMetaFragment, pageMetaSchema, positiveIdString } from './common.ts';
import { defineOperation } from './operation.ts';

export const branchesMaxLimit = 100;
/** Spec §9: the branch map loads at most 500. */
export const branchMapLimit = 500;

const branchFields = /* GraphQL */ `
  fragment BranchFields on Branch {
    _id
    title
    store_id
    is_primary
    gps_latitude
    gps_longitude
    opening_hours {
      day
      opens
      closes
    }
    region
    services
    description
    branch_map_description
    branch_map_iframe
    branch_360_iframe
    car_accessibility
    public_transportation_accessibility
    pay_with_card
    google_map_link
    review_link
    phone
    email
    images {
      path
      alt
    }
    main_image {
      path
      alt
    }
    page_meta {
      ...PageMetaFields
    }
    lastModified
    employees {
      title
      position
      email
      phone
      photo {
        path
        alt
      }
    }
    store_branch {
      id
      address {
        street
        city
        postcode
      }
    }
  }
  ${pageMetaFragment}
`;

const time = z.string().regex(/^\d{2}:\d{2}$/);

export const contentBranchSchema = z.object({
  _id: z.string(),
  title: z.string(),
  store_id: z.string(),
  is_primary: z.boolean(),
  gps_latitude: z.number().min(-90).max(90),
  gps_longitude: z.number().min(-180).max(180),
  opening_hours: z.array(
    z.object({
      day: z.number().int().min(1).max(7),
      opens: time.nullable(),
      closes: time.nullable(),
    }),
  ),
  region: z.string(),
  services: z.array(z.string()),
  description: z.string().nullable(),
  branch_map_description: z.string().nullable(),
  branch_map_iframe: z.string().nullable(),
  branch_360_iframe: z.string().nullable(),
  car_accessibility: z.string().nullable(),
  public_transportation_accessibility: z.string().nullable(),
  pay_with_card: z.boolean(),
  google_map_link: z.string().nullable(),
  review_link: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  images: z.array(imageSchema),
  main_image: imageSchema.nullable(),
  page_meta: pageMetaSchema,
  lastModified: z.iso.datetime(),
  employees: z.array(
    z.object({
      title: z.string(),
      position: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      photo: imageSchema.nullable(),
    }),
  ),
  store_branch: z.object({
    id: z.string(),
    address: z.object({ street: z.string(), city: z.string(), postcode: z.string() }),
  }),
});
export type ContentBranch = z.infer<typeof contentBranchSchema>;

/** Branch list, paged (skip, limit); `primary: true` gives the primary branch. */
export const branchesOperation = defineOperation({
  name: 'Branches',
  document: /* GraphQL */ `
    query Branches($skip: Int, $limit: Int, $primary: Boolean) {
      branches(skip: $skip, limit: $limit, primary: $primary) {
        total
        items {
          ...BranchFields
        }
      }
    }
    ${branchFields}
  `,
  variables: z.object({
    skip: z.number().int().min(0).optional(),
    limit: z.number().int().min(1).max(branchesMaxLimit).optional(),
    primary: z.boolean().optional(),
  }),
  result: z.object({
    branches: z.object({ total: z.number().int().min(0), items: z.array(contentBranchSchema) }),
  }),
});

export const branchMapItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  gps_latitude: z.number(),
  gps_longitude: z.number(),
  region: z.string(),
  page_meta: z.object({ slug: z.string() }),
  store_branch: z.object({
    address: z.object({ street: z.string(), city: z.string(), postcode: z.string() }),
  }),
});

/** Map markers: position, title and link only, up to 500. */
export const branchMapOperation = defineOperation({
  name: 'BranchMap',
  document: /* GraphQL */ `
    query BranchMap($limit: Int) {
      branchMap(limit: $limit) {
        _id
        title
        gps_latitude
        gps_longitude
        region
        page_meta {
          slug
        }
        store_branch {
          address {
            street
            city
            postcode
          }
        }
      }
    }
  `,
  variables: z.object({ limit: z.number().int().min(1).max(branchMapLimit).optional() }),
  result: z.object({ branchMap: z.array(branchMapItemSchema) }),
});

/** One branch by slug or by id. */
export const branchOperation = defineOperation({
  name: 'Branch',
  document: /* GraphQL */ `
    query Branch($slug: String, $id: ID) {
      branch(slug: $slug, id: $id) {
        ...BranchFields
      }
    }
    ${branchFields}
  `,
  variables: z
    .object({ slug: z.string().trim().min(1).max(255).optional(), id: positiveIdString.optional() })
    .refine((value) => value.slug !== undefined || value.id !== undefined, {
      message: 'slug or id is required',
    }),
  result: z.object({ branch: contentBranchSchema.nullable() }),
});

/** This file's operations, for the list every test and the server's checks iterate. */
export const branchOperations = [branchesOperation, branchMapOperation, branchOperation] as const;
