import { keyframes, style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import type { ToastVariant } from './toastStore.ts';

/** Top centre, above page chrome but below the loading bar (spec §9). */
export const viewport = style({
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '480px',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
});

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-100%)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

const accent = (color: string): StyleRule => ({
  borderInlineStartColor: color,
  vars: { '--toast-accent': color },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.medium,
    padding: `${vars.space.medium} ${vars.space.large}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.card,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.body,
    selectors: {
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.standard} ${vars.motion.easing}`,
      },
      '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
      '&[data-swipe="cancel"]': { transform: 'translateY(0)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    variant: {
      info: accent(vars.color.info),
      success: accent(vars.color.positive),
      warning: accent(vars.color.caution),
      danger: accent(vars.color.critical),
    } satisfies Record<ToastVariant, StyleRule>,
  },
});

export const icon = style({
  display: 'inline-flex',
  paddingTop: '2px',
  fontSize: '18px',
  color: 'var(--toast-accent)',
});

export const title = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
});

export const description = style({ color: vars.color.textMuted });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  margin: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '1px',
  },
});
