import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { productCardAreas } from '../ProductCard/productCardLayouts.ts';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { vars } from '../themes/contract.css.ts';

const slider = createContainer('product-slider');
const rowCount = productCardAreas.length;
const gap = { base: vars.space.small, md: vars.space.large };

export const root = style({
  containerName: slider,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const controls = style({
  display: 'flex',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

/** Cards per view: a peek of the next card tells phones the row scrolls. */
const perView = (count: number) => ({
  gridAutoColumns: `calc((100% - ${Math.ceil(count) - 1} * var(--rail-gap)) / ${count})`,
});

/** The cards share their rows (subgrid), like a ProductGrid row: prices line up. */
export const track = style({
  vars: { '--rail-gap': gap.base },
  display: 'grid',
  gridAutoFlow: 'column',
  gridTemplateRows: `repeat(${rowCount}, auto)`,
  columnGap: 'var(--rail-gap)',
  rowGap: 0,
  paddingBottom: vars.space.xsmall,
  ...perView(2.2),
  '@media': { [mediaQueries.md]: { vars: { '--rail-gap': gap.md } } },
  '@container': {
    [`${slider} (min-width: 560px)`]: perView(3.2),
    [`${slider} (min-width: 800px)`]: perView(4),
    [`${slider} (min-width: 1100px)`]: perView(5),
  },
});

export const item = style({
  display: 'grid',
  gridRow: `span ${rowCount}`,
  gridTemplateRows: 'subgrid',
  rowGap: 0,
});

globalStyle(`${track} > ${item} > *`, { gridRow: '1 / -1', gridTemplateRows: 'subgrid' });
