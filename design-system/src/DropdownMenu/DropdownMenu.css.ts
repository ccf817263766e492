import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const content = style({
  minWidth: 'max(180px, var(--radix-dropdown-menu-trigger-width))',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.control.heightSmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    // Radix moves a roving highlight with pointer and arrows alike; style that, not :hover.
    '&[data-highlighted]': { background: vars.color.surfaceSunken },
    '&[data-highlighted]:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const critical = style({ color: vars.color.critical });

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '18px' });

export const label = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const separator = style({
  height: vars.borderWidth.standard,
  margin: `${vars.space.xsmall} 0`,
  background: vars.color.border,
});
