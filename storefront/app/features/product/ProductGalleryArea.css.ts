import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

/** The square a product without pictures keeps, so the buy box does not jump to the left. */
export const empty = style({
  aspectRatio: '1',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
});
