import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
});

export const viewport = style({ padding: vars.space.xsmall });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.control.heightSmall,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxlarge,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // Keyboard and pointer highlight are the same: Radix moves focus to the highlighted item.
    '&[data-highlighted]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.strong },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.space.xlarge,
  color: vars.color.textMuted,
  cursor: 'default',
});
