import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import type { SkeletonShape } from './skeletonVariants.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/**
 * The theme's skeleton colour (at least 1.5:1 against the surface, so the shapes are seen) with a
 * lighter sheen passing over it. Under reduced motion the sheen stops and the shape stays.
 */
export const block = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, transparent 25%, rgba(255, 255, 255, 0.55) 50%, transparent 75%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
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
