import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const row = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: '1fr',
});

/** Columns appear from the md breakpoint; on phones a row is a plain stack. */
export const rowColumns = styleVariants({
  1: {},
  2: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  4: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
});
