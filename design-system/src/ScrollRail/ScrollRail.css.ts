import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/**
 * A row that scrolls sideways and snaps to its items: swipe, trackpad, arrow keys when focused,
 * and without JavaScript a plain scrollable row.
 */
export const rail = style({
  position: 'relative',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

/** Once the buttons work, the scrollbar is noise (touch and trackpads still scroll). */
export const railControlled = style({
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const snapItem = style({ scrollSnapAlign: 'start' });

/** One item per view (a carousel's slides, a gallery's pictures), all as tall as the tallest. */
export const single = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  borderRadius: vars.radius.card,
});

/** Previous/next buttons over the middle of a one-at-a-time rail's edges. */
const overEdge = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
} as const;

export const arrowOverStart = style({ ...overEdge, left: vars.space.small });
export const arrowOverEnd = style({ ...overEdge, right: vars.space.small });
