import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

// Picture, name and stock, then price and button; on a phone the last two wrap under the name.
export const row = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  gridTemplateAreas: '"picture about price" "picture about action"',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.sm]: {
      gridTemplateColumns: '48px minmax(0, 1fr) auto 9rem',
      gridTemplateAreas: '"picture about price action"',
    },
  },
});

export const picture = style({ gridArea: 'picture', width: 48, height: 48 });

export const about = style({ gridArea: 'about', display: 'grid', gap: 2, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const stock = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const unavailable = style({ color: vars.color.critical, fontSize: vars.fontSize.small });

export const price = style({ gridArea: 'price', justifySelf: 'end' });

export const action = style({ gridArea: 'action', justifySelf: 'end' });
