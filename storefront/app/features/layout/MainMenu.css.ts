import { globalStyle, style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const bar = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
});

/** Desktop: a horizontal bar with drop-downs. Hidden below md, where the disclosure below takes over. */
export const desktop = style(
  responsiveStyle({ base: { display: 'none' }, md: { display: 'block' } }),
);
export const mobile = style(
  responsiveStyle({ base: { display: 'block' }, md: { display: 'none' } }),
);

/**
 * Drawn inside the element and above its neighbour: outside, it fell on the white header and
 * page (white on white) and under the chevron button next to the link.
 */
const focusRing = {
  position: 'relative',
  zIndex: 1,
  outline: `${vars.borderWidth.strong} solid ${vars.color.onBrand}`,
  outlineOffset: `calc(-2 * ${vars.borderWidth.strong})`,
} as const;

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  // The first item's text lines up with the logo above it.
  margin: `0 0 0 calc(-1 * ${vars.space.large})`,
  padding: 0,
  listStyle: 'none',
});

export const mobileList = style({
  margin: 0,
  padding: `0 0 ${vars.space.small}`,
  listStyle: 'none',
});

export const item = style({ position: 'relative', display: 'flex' });

export const link = style({
  display: 'block',
  padding: `${vars.space.medium} ${vars.space.large}`,
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandHover },
  ':focus-visible': focusRing,
});

/** Opens the submenu by keyboard or touch; a mouse opens it by hovering the item. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  // Tucks the chevron under the link's padding so the pair reads as one item.
  margin: `0 0 0 calc(-1 * ${vars.space.medium})`,
  padding: `0 ${vars.space.small} 0 ${vars.space.xsmall}`,
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.brandHover },
  ':focus-visible': focusRing,
});

export const submenu = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: 220,
  margin: 0,
  padding: `${vars.space.xsmall} 0`,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  borderRadius: `0 0 ${vars.radius.medium} ${vars.radius.medium}`,
  selectors: {
    // With JavaScript: open by the toggle or by hover; focus alone never opens it, so it never
    // covers the heading under a link that merely has focus (WCAG 1.4.13, 2.4.11). Without
    // JavaScript the toggle does nothing, so focus inside the item opens it.
    [`${item}[data-open="true"] > &, ${item}:hover:not([data-dismissed="true"]) > &`]: {
      display: 'block',
    },
    [`${desktop}:not([data-enhanced]) ${item}:focus-within > &`]: { display: 'block' },
  },
});

export const sublink = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.large}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceSunken },
});

export const mobileSummary = style({
  padding: `${vars.space.medium} 0`,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
});

export const mobileSublist = style({
  margin: 0,
  paddingLeft: vars.space.large,
  listStyle: 'none',
});

globalStyle(`${mobileSublist} a`, { fontWeight: vars.fontWeight.regular });
