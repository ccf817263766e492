import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import type { DialogSize } from './dialogVariants.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const exit = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%)' },
  to: { opacity: 0, transform: 'translate(-50%, -50%) scale(0.98)' },
});

const margin = vars.space.large;

export const dialog = style({
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${margin})`,
  maxHeight: `calc(100dvh - 2 * ${margin})`,
  selectors: {
    '&[data-state="open"]': { animation: `${enter} ${vars.motion.standard} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${exit} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const dialogSize = styleVariants({
  small: { maxWidth: '400px' },
  medium: { maxWidth: '560px' },
  large: { maxWidth: '800px' },
} satisfies Record<DialogSize, object>);
