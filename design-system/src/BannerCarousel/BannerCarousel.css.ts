import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { vars } from '../themes/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const viewport = style({ position: 'relative' });

export const slide = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });

/** The buttons over the slide's edges are for md up; on phones they sit in the bar below. */
export const overSlide = style({
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'inline-flex' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const phoneOnly = style({ '@media': { [mediaQueries.md]: { display: 'none' } } });

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A 24 px target (WCAG 2.5.8) around a small dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  '::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
    boxSizing: 'border-box',
    transitionProperty: 'width, background-color',
    transitionDuration: vars.motion.fast,
  },
  selectors: {
    '&[aria-current="true"]::before': {
      width: '22px',
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '1px',
  },
});
