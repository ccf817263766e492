import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const row = style({ display: 'flex', gap: vars.space.small });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.control.heightSmall,
  padding: `0 ${vars.space.medium}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: 1,
  },
});

export const hint = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
