import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';
import { visuallyHiddenText } from '../../ui/visuallyHidden.css.ts';

export const hidden = visuallyHiddenText;

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const notice = style({
  margin: `0 0 ${vars.space.large}`,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
});

// Lines, then the summary under them; side by side from a tablet's landscape width.
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  marginBottom: vars.space.xxxlarge,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});

export const lines = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.large}`,
  padding: 0,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

// Phone: picture and name on top, amount, total and remove on the row under them. From md up
// everything sits in one row.
export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr) auto',
  gridTemplateAreas: `"picture about about" "amount amount total" "remove remove remove"`,
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: 'center',
  padding: `${vars.space.large} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: '72px minmax(0, 1fr) auto 120px auto',
      gridTemplateAreas: `"picture about amount total remove"`,
    },
  },
});

export const picture = style({
  gridArea: 'picture',
  display: 'flex',
  justifyContent: 'center',
  width: 72,
  height: 72,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const about = style({
  gridArea: 'about',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const name = style({ fontWeight: vars.fontWeight.medium });

export const unitPrice = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
});

export const amountForm = style({
  gridArea: 'amount',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const stepper = style({ width: 132 });

export const lineTotal = style({
  gridArea: 'total',
  justifySelf: 'end',
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});

export const removeForm = style({
  gridArea: 'remove',
  justifySelf: 'start',
  '@media': { [mediaQueries.md]: { justifySelf: 'end' } },
});

export const remove = style({
  padding: `${vars.space.xsmall} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.critical,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':disabled': { opacity: 0.6, cursor: 'progress' },
});

// The error and the nested lines take rows of their own only when there are any (no empty gaps).
export const lineError = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

export const children = style({
  gridColumn: '1 / -1',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.xlarge}`,
  display: 'grid',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const child = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const discountChild = style([child, { color: vars.color.positive }]);

export const summary = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space.large } },
});

export const couponRow = style({ display: 'flex', gap: vars.space.small });

export const couponInput = style({ flex: '1 1 auto', minWidth: 0 });

export const couponApplied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const freeShipping = style({ display: 'grid', gap: vars.space.xsmall });

export const freeShippingText = style({ margin: 0, fontSize: vars.fontSize.small });

export const track = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: 8,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  color: vars.color.positive,
  overflow: 'hidden',
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.border },
    '&::-webkit-progress-value': { background: vars.color.positive },
    '&::-moz-progress-bar': { background: vars.color.positive },
  },
});

export const totals = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

globalStyle(`${totals} dd`, { margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  margin: 0,
});

export const grandTotal = style([
  totalRow,
  {
    paddingTop: vars.space.small,
    borderTop: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    fontWeight: vars.fontWeight.strong,
  },
]);

export const continueButton = style({ width: '100%' });

export const minimum = style({
  margin: 0,
  color: vars.color.caution,
  fontWeight: vars.fontWeight.medium,
});

/** Under the lines: back to the shop, and the order import for shoppers who know their codes. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  margin: 0,
});
