import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const launcher = style({
  position: 'fixed',
  left: vars.space.small,
  bottom: vars.space.small,
  zIndex: vars.zIndex.sticky,
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const flags = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const legend = style({
  fontWeight: vars.fontWeight.strong,
  marginBottom: vars.space.xsmall,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
