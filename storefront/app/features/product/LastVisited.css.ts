import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 140,
  gap: vars.space.medium,
  margin: 0,
  padding: `0 0 ${vars.space.small}`,
  listStyle: 'none',
  overflowX: 'auto',
});

export const item = style({ minWidth: 0 });

export const link = style({
  display: 'grid',
  gap: vars.space.xsmall,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.small,
  selectors: { '&:hover': { color: vars.color.brand } },
});

export const picture = style({
  display: 'block',
  aspectRatio: '1',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
