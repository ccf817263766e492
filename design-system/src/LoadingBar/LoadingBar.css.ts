import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Spec §9: a 4-second run that slows towards the end and waits at 90% until the page arrives. */
const runDuration = '4s';
/** Time to fill the rest and fade out once navigation ends; LoadingBar.tsx waits for it. */
export const completeDurationMs = 400;

const run = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });
const fill = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.loadingBar,
  height: '3px',
  pointerEvents: 'none',
  selectors: {
    '&[data-state="complete"]': {
      animation: `${fadeOut} ${completeDurationMs / 2}ms ${vars.motion.easing} ${completeDurationMs / 2}ms both`,
    },
  },
});

const track = {
  position: 'absolute',
  inset: 0,
  background: vars.color.brand,
  transformOrigin: 'left',
} as const;

export const progress = style({
  ...track,
  animation: `${run} ${runDuration} cubic-bezier(0.1, 0.6, 0.3, 1) forwards`,
  selectors: {
    // Freezes where it got to; the fill below covers the rest.
    [`${bar}[data-state="complete"] &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    // Still shows that something is loading, without movement: a static full-width bar.
    [reducedMotion]: { animation: 'none', transform: 'none' },
  },
});

export const complete = style({
  ...track,
  animation: `${fill} ${completeDurationMs / 2}ms ${vars.motion.easing} forwards`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
