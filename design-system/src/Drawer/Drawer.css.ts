import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import type { DrawerSide } from './drawerVariants.ts';

const slide = (from: string) => ({
  enter: keyframes({ from: { transform: `translateX(${from})` }, to: { transform: 'none' } }),
  exit: keyframes({ from: { transform: 'none' }, to: { transform: `translateX(${from})` } }),
});
const fromLeft = slide('-100%');
const fromRight = slide('100%');

export const drawer = style({
  top: 0,
  bottom: 0,
  // Leaves a strip of page visible on phones, so it reads as a sheet that can be dismissed.
  width: `min(420px, calc(100vw - ${vars.space.xxxlarge}))`,
  height: '100dvh',
  borderRadius: 0,
  borderBlock: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

const motion = (keyframe: string) => `${keyframe} ${vars.motion.standard} ${vars.motion.easing}`;

export const drawerSide = styleVariants({
  left: {
    left: 0,
    borderInlineStart: 'none',
    selectors: {
      '&[data-state="open"]': { animation: motion(fromLeft.enter) },
      '&[data-state="closed"]': { animation: motion(fromLeft.exit) },
    },
  },
  right: {
    right: 0,
    borderInlineEnd: 'none',
    selectors: {
      '&[data-state="open"]': { animation: motion(fromRight.enter) },
      '&[data-state="closed"]': { animation: motion(fromRight.exit) },
    },
  },
} satisfies Record<DrawerSide, object>);
