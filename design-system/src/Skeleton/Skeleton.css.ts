import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import type { SkeletonShape } from './skeletonVariants.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** A sheen of the raised surface colour moving over the sunken one; off under reduced motion. */
export const block = style({
  display: 'block',
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surfaceRaised} 50%, transparent 100%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const shape = styleVariants({
  text: { height: '0.8em', borderRadius: vars.radius.small },
  box: { borderRadius: vars.radius.card },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
} satisfies Record<SkeletonShape, object>);

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  // Line pitch of body text: 0.8em of grey plus the rest of a 1.5 line height.
  gap: `calc(${vars.lineHeight.body} * 1em - 0.8em)`,
  paddingBlock: `calc((${vars.lineHeight.body} * 1em - 0.8em) / 2)`,
});
