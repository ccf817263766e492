import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still signals "busy" without motion: a slower turn rather than none at all.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});
