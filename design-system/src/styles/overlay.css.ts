import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** Shared look and motion of the overlay components (Dialog, Drawer, Popover, menus, tooltips). */

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** Radix keeps closing content mounted until its exit animation ends, so both directions animate. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.standard} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

/** The raised panel every overlay sits on. */
export const surface = style({
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
  outline: 'none',
});

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/**
 * Content anchored to a trigger (Popover, DropdownMenu, Tooltip). It shares the modal layer: a
 * menu opened inside a dialog is portalled after it, so DOM order puts it on top.
 */
export const popper = style({
  zIndex: vars.zIndex.modal,
  transformOrigin: 'var(--radix-popper-transform-origin)',
  selectors: {
    '&[data-state="open"], &[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

/** Square icon button in an overlay's corner; its accessible name comes from a prop. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  margin: `calc(-1 * ${vars.space.small})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '20px',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '1px',
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
