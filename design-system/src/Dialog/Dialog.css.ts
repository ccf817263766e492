import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../styles/responsiveStyle.ts';
import { vars } from '../themes/contract.css.ts';
import { mediaQueries } from '../tokens/breakpoints.ts';
import type { DialogSize } from './dialogVariants.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const margin = vars.space.large;

const sheetEnter = keyframes({
  from: { opacity: 0, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * On phones a bottom sheet: full width, rising from the bottom edge where the thumb is, with the
 * actions stacked full width. From `sm` up a centred dialog.
 */
export const dialog = style(
  responsiveStyle({
    base: {
      left: 0,
      right: 0,
      bottom: 0,
      width: '100%',
      maxHeight: `calc(100dvh - ${vars.space.xxxlarge})`,
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
      borderBottomWidth: 0,
      selectors: {
        '&[data-state="open"]': {
          animation: `${sheetEnter} ${vars.motion.standard} ${vars.motion.easing}`,
        },
        '&[data-state="closed"]': {
          animation: `${exit} ${vars.motion.fast} ${vars.motion.easing}`,
        },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
        [mediaQueries.sm]: {
          top: '50%',
          left: '50%',
          right: 'auto',
          bottom: 'auto',
          transform: 'translate(-50%, -50%)',
          width: `calc(100vw - 2 * ${margin})`,
          maxHeight: `calc(100dvh - 2 * ${margin})`,
          borderRadius: vars.radius.card,
          borderBottomWidth: vars.borderWidth.standard,
        },
      },
    },
  }),
);

/** From `sm` up the dialog is centred, so it enters and leaves around its centre. */
export const centredMotion = style({
  '@media': {
    [`${mediaQueries.sm} and (prefers-reduced-motion: no-preference)`]: {
      selectors: {
        '&[data-state="open"]': {
          animation: `${enter} ${vars.motion.standard} ${vars.motion.easing}`,
        },
      },
    },
  },
});

export const dialogSize = styleVariants({
  small: { maxWidth: '400px' },
  medium: { maxWidth: '560px' },
  large: { maxWidth: '800px' },
} satisfies Record<DialogSize, object>);
