import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

const thumbSize = '16px';

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '40px',
  height: '24px',
  margin: 0,
  padding: 0,
  // Off is an outlined, sunken track and on a filled brand one, so the two states differ by more
  // than hue in every theme (base's brand is nearly the colour of its borders).
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  marginInlineStart: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(16px)', background: vars.color.onBrand },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
