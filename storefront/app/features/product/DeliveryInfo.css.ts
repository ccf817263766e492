import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const list = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});
