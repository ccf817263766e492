import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const page = style({ paddingBlock: vars.space.xlarge });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  height: '100%',
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const swatch = style({
  width: 120,
  height: 90,
  borderRadius: vars.radius.medium,
  background: `linear-gradient(135deg, ${vars.color.surfaceSunken}, ${vars.color.brand})`,
});
