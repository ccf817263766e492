import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

// A banner fills its grid cell across all the card rows it shares with its neighbours.
export const banner = style({
  gridRow: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const bannerImage = style({
  flex: '1 1 auto',
  width: '100%',
  minHeight: 0,
  objectFit: 'cover',
});

export const bannerTitle = style({
  padding: vars.space.medium,
  fontWeight: vars.fontWeight.strong,
});
