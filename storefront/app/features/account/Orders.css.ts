import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

const box = {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
} as const;

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One order of the list: number and state on top, the facts below (a row from tablets up). */
export const order = style({
  ...box,
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 3fr) auto',
      alignItems: 'center',
      gap: vars.space.large,
    },
  },
});

export const orderHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const orderLink = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  ':hover': { color: vars.color.brandHover },
});

/** Label over value, side by side: date, items, total. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const paging = style({ marginTop: vars.space.xlarge });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** The ordered goods: name over "amount × unit price" and the line total. */
export const lines = style({ ...box, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  padding: vars.space.medium,
  selectors: { '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` } },
});

export const lineName = style({ gridColumn: '1 / -1', fontWeight: vars.fontWeight.medium });

export const lineMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const lineTotal = style({ fontWeight: vars.fontWeight.strong, textAlign: 'end' });

/** Price rows of the totals: label left, amount right. */
export const totals = style({
  ...box,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  // No column gap: the grand total's rule runs unbroken under label and amount.
  rowGap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
});

export const totalValue = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  textAlign: 'end',
});

export const grandTotal = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xlarge,
});
