import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** The dropdown is placed against the whole row, so on a phone it spans the full width. */
export const row = style({ position: 'relative', display: 'flex', gap: vars.space.small });

export const field = style({ flex: 1, minWidth: 0, display: 'flex' });

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

export const menu = style({
  display: 'none',
  position: 'absolute',
  top: `calc(100% + ${vars.space.xsmall})`,
  left: 0,
  right: 0,
  // Above the main menu and page content, below toasts (spec §9: 9999).
  zIndex: 50,
  maxHeight: 'min(70vh, 560px)',
  overflowY: 'auto',
  padding: `${vars.space.xsmall} 0`,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const menuOpen = style({ display: 'block' });

export const group = style({
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` },
  },
  paddingBottom: vars.space.xsmall,
});

export const groupTitle = style({
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.xsmall}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 36,
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  cursor: 'pointer',
  color: vars.color.text,
});

export const optionHighlighted = style({
  background: vars.color.surfaceSunken,
  // Not colour alone: the highlighted option also gets a bar at its start.
  boxShadow: `inset ${vars.borderWidth.strong} 0 0 ${vars.color.brand}`,
});

export const allOption = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.brand,
});

export const thumb = style({
  flex: 'none',
  width: 32,
  height: 32,
  objectFit: 'contain',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
});

export const optionText = style({ minWidth: 0, overflowWrap: 'anywhere' });
