import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { vars } from '../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const stage = style({ position: 'relative' });

export const track = style({
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const slide = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '-4px',
  },
});

export const zoomHint = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  display: 'inline-flex',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  pointerEvents: 'none',
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const thumb = style({
  display: 'block',
  width: '64px',
  flexShrink: 0,
  padding: '2px',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  '@media': { [mediaQueries.md]: { width: '80px' } },
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '1px',
  },
});
