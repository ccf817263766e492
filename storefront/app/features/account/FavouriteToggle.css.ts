import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const form = style({ display: 'inline-flex' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 36,
  padding: `0 ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { fontWeight: vars.fontWeight.strong },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

/** A filled heart once the product is a favourite (shape, not colour alone, shows the state). */
export const filled = style({ color: vars.color.critical });

globalStyle(`${filled} path`, { fill: 'currentColor' });
