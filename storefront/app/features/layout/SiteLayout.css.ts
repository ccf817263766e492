import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const main = style({ paddingTop: vars.space.xlarge, minHeight: '50vh' });

/** Hidden until focused, so keyboard users can jump over the header. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.large,
  top: '-100px',
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.small} ${vars.space.large}`,
  color: vars.color.onBrand,
  background: vars.color.brand,
  borderRadius: vars.radius.medium,
  ':focus': { top: vars.space.small },
});
