import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const shoppingDisabled = style({
  margin: 0,
  paddingBlock: vars.space.small,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.caution}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

// Fixed at the top edge over the page: going offline must not move what the shopper reads.
export const offline = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.toast,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
