import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** Phone: picture | name, availability / amount + remove under; desktop: one row. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr) auto',
  gridTemplateAreas: '"picture text text" "picture amount remove"',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  padding: `${vars.space.medium} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: '72px minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"picture text amount remove"',
    },
  },
});

export const picture = style({
  gridArea: 'picture',
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  color: vars.color.textMuted,
});

export const text = style({
  gridArea: 'text',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const name = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { color: vars.color.brand, textDecoration: 'underline' },
});

export const amount = style({ gridArea: 'amount', color: vars.color.textMuted });

export const remove = style({ gridArea: 'remove', justifySelf: 'end' });
