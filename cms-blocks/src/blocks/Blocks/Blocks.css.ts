import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

/** Blocks stack with even rhythm; the page (or a row) decides the outer spacing. */
export const blockList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
});
