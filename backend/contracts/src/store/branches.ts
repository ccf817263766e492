import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dataEnvelope, pagedEnvelope } from '../common.ts';

/** An ISO weekday (1 Monday … 7 Sunday) with opening and closing time `HH:MM`; closed days are absent. */
export const openingHoursSchema = z.object({
  dayOfWeek: z.number().int().min(1).max(7),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A place to pick an order up: a store of the shop (PERSONAL shipper) or a pick-up point. */
export const branchSchema = z.object({
  id: z.number().int().positive(),
  shipperId: z.number().int().positive(),
  /** The shipper's own id of the point (what its network and labels use). */
  remoteId: z.string().min(1),
  name: z.string().min(1),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryCode: z.string().length(3),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  openingHours: z.array(openingHoursSchema),
});
export type Branch = z.infer<typeof branchSchema>;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const maxBranchKeys = 100;

/** `1,2,3` on the wire (the contract client joins arrays with commas). */
const keysSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value),
  z.array(id).min(1).max(maxBranchKeys),
);

/**
 * Either `keys` (branches by id, in the order asked, unknown ids left out) or a listing filtered by
 * `shipper_id` and the search text `s` (name, city, street; case and diacritics ignored), paged.
 */
export const branchesQuery = z
  .object({
    keys: keysSchema.optional(),
    shipper_id: id.optional(),
    s: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).optional(),
    perPage: z.coerce.number().int().min(1).max(100).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.keys === undefined) return;
    for (const key of ['shipper_id', 's', 'page', 'perPage'] as const) {
      if (query[key] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} cannot be combined with keys`,
        });
      }
    }
  });
export type BranchesQuery = z.output<typeof branchesQuery>;
export const defaultBranchesPerPage = 20;

export const shipperBranchParams = z.object({
  shipperId: id,
  remoteId: z.string().trim().min(1).max(64),
});

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const branchesEndpoints = {
  branches: defineEndpoint({
    name: 'branches',
    server: 'store',
    method: 'GET',
    path: '/api/v1/branches',
    summary:
      'Pick-up branches: by `keys` (ids), or paged by `shipper_id` and search text `s` (name, city, street; case and diacritics ignored).',
    query: branchesQuery,
    response: pagedEnvelope(branchSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
  shipperBranch: defineEndpoint({
    name: 'shipperBranch',
    server: 'store',
    method: 'GET',
    path: '/api/v1/shippers/{shipperId}/branches/remoteId/{remoteId}',
    summary: "A shipper's branch by the shipper's own id of it.",
    params: shipperBranchParams,
    response: dataEnvelope(branchSchema),
    errors: ['validation_failed', 'not_found', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
