import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const cartLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  ':hover': { background: vars.color.surfaceSunken },
});
