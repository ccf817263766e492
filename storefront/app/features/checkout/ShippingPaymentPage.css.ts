import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

// One column: the choices read top to bottom on every width; wide screens only cap the line length.
export const form = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxWidth: 760,
  marginBottom: vars.space.xxxlarge,
});

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.medium,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** A label holding a radio: hover, its radio checked (brand border) and keyboard focus (ring). */
export const choiceSelectors = {
  '&:hover': { borderColor: vars.color.borderStrong },
  '&:has(input:checked)': {
    borderColor: vars.color.brand,
    boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.brand}`,
  },
  '&:has(input:focus-visible)': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
};

// The whole card is the radio's label: a big target on a phone. Radio | name and date | price.
export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.medium,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: choiceSelectors,
});

export const radio = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  // The card shows the focus ring.
  ':focus-visible': { outline: 'none' },
});

export const optionText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const optionName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const optionHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const optionPrice = style({ fontWeight: vars.fontWeight.strong, whiteSpace: 'nowrap' });

export const fieldError = style({
  margin: `0 0 ${vars.space.small}`,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

// The branch picker sits under the chosen pick-up shipper, indented on wide screens.
export const branches = style({
  display: 'grid',
  gap: vars.space.small,
  marginTop: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
  '@media': { [mediaQueries.md]: { marginLeft: vars.space.xlarge } },
});

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.medium });

export const searchRow = style({ display: 'flex', gap: vars.space.small, alignItems: 'stretch' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.medium,
  alignItems: 'stretch',
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.sm]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  },
});

// A native select (it works without JavaScript), drawn like the design system's fields.
export const select = style({
  width: '100%',
  minHeight: vars.control.heightLarge,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.critical}`,
    },
  },
});
