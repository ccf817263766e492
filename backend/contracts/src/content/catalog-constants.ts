/** Plain values of the catalogue's contracts, without zod, for the browser bundle (decision 240). */

/** The listing's sort orders (`catalogScopeSchema.sort`). */
export const catalogSorts = [
  'position',
  'bestselling',
  'price_asc',
  'price_desc',
  'name',
  'newest',
] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** The storefront finds the brand and colour parameters by these fixed ids (spec section 9). */
export const catalogParameterIds = { manufacturer: 1, color: 2 } as const;
