import { z } from 'zod';

/** Store back end success envelope: `{ data: ... }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Paged store list: `{ data: [...], currentPage, totalPages }` (spec section 7, product-categories). */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    currentPage: z.number().int().min(1),
    totalPages: z.number().int().min(0),
  });

/** `page` and `perPage` query parameters; strings on the wire, numbers after parsing. */
export const pagingQuery = (defaultPerPage: number, maxPerPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  });

/** A URL-safe slug. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
