import { createContainer, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { productCardAreas } from '../ProductCard/productCardLayouts.ts';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { vars } from '../themes/contract.css.ts';

const listing = createContainer('product-grid');
const rowSpan = `span ${productCardAreas.length}`;

/** Columns follow the listing's own width (a category with filters is narrower than a home row). */
export const container = style({ containerName: listing, containerType: 'inline-size' });

const gap = { base: vars.space.small, md: vars.space.large };

export const grid = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  columnGap: gap.base,
  // Rows are spaced by each item's bottom padding: the grid's own rows are the cards' sections.
  rowGap: 0,
  '@media': { [mediaQueries.md]: { columnGap: gap.md } },
});

const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/** Two columns on phones, then three, four and five as the listing widens, up to the maximum. */
export const maxColumns = styleVariants({
  2: columns(2),
  3: { ...columns(2), '@container': { [`${listing} (min-width: 560px)`]: columns(3) } },
  4: {
    ...columns(2),
    '@container': {
      [`${listing} (min-width: 560px)`]: columns(3),
      [`${listing} (min-width: 800px)`]: columns(4),
    },
  },
  5: {
    ...columns(2),
    '@container': {
      [`${listing} (min-width: 560px)`]: columns(3),
      [`${listing} (min-width: 800px)`]: columns(4),
      [`${listing} (min-width: 1100px)`]: columns(5),
    },
  },
});

export const list = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

/** Each card spans the card's rows and shares them with its neighbours (subgrid). */
export const item = style({
  display: 'grid',
  gridRow: rowSpan,
  gridTemplateRows: 'subgrid',
  rowGap: 0,
  paddingBottom: gap.base,
  '@media': { [mediaQueries.md]: { paddingBottom: gap.md } },
});

export const listItem = style({ paddingBottom: gap.base });

// Doubled class: beats the card's own row template whatever the stylesheet order.
globalStyle(`${grid} > ${item} > *`, { gridRow: '1 / -1', gridTemplateRows: 'subgrid' });
