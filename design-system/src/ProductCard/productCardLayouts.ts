/**
 * `card`: the listing tile (picture on top); `compact`: a small box with the picture beside the
 * name (sidebars, CMS product boxes); `list`: a wide row for the list view of a category.
 */
export const productCardLayouts = ['card', 'compact', 'list'] as const;
export type ProductCardLayout = (typeof productCardLayouts)[number];

/**
 * The card's rows, top to bottom. A row of cards in `ProductGrid` or `ProductSlider` shares them
 * (CSS subgrid), so names, prices and buttons line up whatever each card shows.
 */
export const productCardAreas = [
  'media',
  'tags',
  'name',
  'rating',
  'variants',
  'availability',
  'price',
  'actions',
] as const;
export type ProductCardArea = (typeof productCardAreas)[number];
