import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: `${vars.space.large} 0 ${vars.space.medium}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.xxxlarge } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const intro = style({ maxWidth: '72ch', marginBottom: vars.space.large });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: `0 0 ${vars.space.large}`,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 36,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});

export const main = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const filterToggle = style({
  '@media': { [mediaQueries.lg]: { display: 'none' } },
});

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  marginTop: vars.space.xxlarge,
  maxWidth: '80ch',
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
});

export const faqItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.medium} 0`,
});

export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
  minHeight: 24,
});

export const links = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingLeft: '1.2em',
});

export const more = style({ maxWidth: '80ch', marginBottom: vars.space.large });

export const moreSummary = style({
  cursor: 'pointer',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  minHeight: 24,
});
