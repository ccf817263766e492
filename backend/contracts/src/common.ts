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

/**
 * The window every date parameter must fall in. Outside it, calendar arithmetic meets years that
 * `Date` cannot format (RangeError: a 500) or walks day by day for millennia; a shop has no business
 * with dates there, so the schemas refuse them (400) and no service has to guard against them.
 */
export const dateWindow = { min: '2000-01-01', max: '2099-12-31' } as const;
const inDateWindow = (value: string) => {
  const day = value.slice(0, 10);
  return day >= dateWindow.min && day <= dateWindow.max;
};
const outsideWindow = `Expected a date from ${dateWindow.min} to ${dateWindow.max}`;

/** `YYYY-MM-DD`, a real calendar day inside `dateWindow`. */
export const boundedDate = () => z.iso.date().refine(inDateWindow, { message: outsideWindow });

/** An ISO date-time with offset whose date is inside `dateWindow`. */
export const boundedDateTime = () =>
  z.iso.datetime({ offset: true }).refine(inDateWindow, { message: outsideWindow });
