import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  paddingBlock: vars.space.large,
});

export const infoBoxes = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' } },
});

export const infoBox = style({
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
});

export const section = style({ display: 'grid', gap: vars.space.large });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.xxlarge } },
});

export const topLists = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const topList = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.medium,
  alignItems: 'start',
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});

export const topImage = style({ width: 64, height: 64, objectFit: 'contain' });

export const topTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const topLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: `${vars.space.small} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const topLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: vars.color.brand,
});

export const brands = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const brand = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 88,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const brandLogo = style({ maxWidth: '100%', height: 40, objectFit: 'contain' });
