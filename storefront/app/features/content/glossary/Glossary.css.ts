import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const letters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: `0 0 ${vars.space.xlarge}`,
  padding: 0,
  listStyle: 'none',
});

export const letterLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  color: vars.color.text,
  fontWeight: vars.fontWeight.heading,
  textDecoration: 'none',
});

export const groups = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge, gridTemplateColumns: 'minmax(0, 1fr)' },
    md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
);

export const letterHeading = style({
  margin: `0 0 ${vars.space.small}`,
  paddingBottom: vars.space.xsmall,
  borderBottom: `2px solid ${vars.color.brandAccent}`,
  fontSize: vars.fontSize.xlarge,
  scrollMarginTop: vars.space.xxxlarge,
});

export const terms = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const perex = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const references = style({
  marginTop: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.large,
});

export const referenceTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.large,
});

export const referenceList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const back = style({ marginTop: vars.space.xlarge });
