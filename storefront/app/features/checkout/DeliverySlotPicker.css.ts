import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';
import { choiceSelectors } from './ShippingPaymentPage.css.ts';

// Under the chosen shipper like the branch picker: a sunken panel, indented on wide screens.
export const slots = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: `${vars.space.small} 0 0`,
  padding: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  '@media': { [mediaQueries.md]: { marginLeft: vars.space.xlarge } },
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const day = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const date = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  // "pondělí 30. listopadu": the weekday is the first thing a shopper looks for.
  '::first-letter': { textTransform: 'uppercase' },
});

// The windows of a day as chips of one width: two a row on a phone, all in one row on wider screens.
export const windows = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: vars.space.small,
});

export const window = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: 40,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    ...choiceSelectors,
    '&:has(input:checked)': {
      ...choiceSelectors['&:has(input:checked)'],
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const radio = style({
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  ':focus-visible': { outline: 'none' },
});
