import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';
import * as shared from '../shared/blocks.css.ts';

export const tile = style([shared.card, { alignItems: 'stretch' }]);

export const tileLinks = style({
  ...shared.listReset,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const tileLink = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  ':hover': { color: vars.color.brandHover },
});
