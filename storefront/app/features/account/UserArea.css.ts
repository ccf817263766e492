import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const area = style({
  display: 'grid',
  gap: vars.space.large,
  marginBottom: vars.space.xxlarge,
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' },
  },
});

/** Phones: a row of tabs that scrolls sideways; desktop: a sidebar card. */
export const menu = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.lg]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: vars.space.small,
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.card,
      background: vars.color.surfaceRaised,
    },
  },
});

export const menuList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  minWidth: 0,
  flex: 1,
  '@media': { [mediaQueries.lg]: { flexDirection: 'column', overflowX: 'visible' } },
});

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: `3px solid transparent`,
  ':hover': { color: vars.color.brand },
  '@media': {
    [mediaQueries.lg]: {
      borderBottom: 'none',
      borderRadius: vars.radius.medium,
      ':hover': { background: vars.color.surfaceSunken },
    },
  },
});

export const activeItem = style([
  menuItem,
  {
    color: vars.color.brand,
    fontWeight: vars.fontWeight.strong,
    borderBottomColor: vars.color.brand,
    '@media': { [mediaQueries.lg]: { background: vars.color.surfaceSunken } },
  },
]);

export const logout = style({
  flexShrink: 0,
  '@media': {
    [mediaQueries.lg]: {
      paddingTop: vars.space.small,
      borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const content = style({ minWidth: 0 });

export const title = style({
  margin: `0 0 ${vars.space.large}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
});

/** Cards of the dashboard, addresses and lists. */
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const lines = style({ margin: 0, fontStyle: 'normal', lineHeight: vars.lineHeight.body });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: 'auto',
});

export const section = style({ marginTop: vars.space.xlarge });

/** Actions above a list of items (a list's "add to cart"), apart from a notice and the items. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlock: vars.space.medium,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand, color: vars.color.brand },
});
