import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const stepsBar = style({ marginBottom: vars.space.xlarge });

// The form's sections on the left, the order summary (with the place button) on the right and
// sticky from a laptop's width; one column on phones, the summary last.
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  marginBottom: vars.space.xxxlarge,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' } },
});

export const fields = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

/** One section of the form as a card ("Contact details", "Billing address"…). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  minWidth: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});

export const sectionTitle = style({
  float: 'left',
  width: '100%',
  padding: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  // Floated, the legend is an ordinary flex item: the card's border runs around it, not through it.
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** Two fields side by side from tablets up. */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** Street wide, house number narrow; postcode narrow, city wide. */
export const streetRow = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const cityRow = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

/** The company part: a native disclosure, so it opens and closes without JavaScript too. */
export const disclosure = style({
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});

export const summaryToggle = style({
  padding: vars.space.large,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  fontFamily: vars.font.heading,
  borderRadius: vars.radius.card,
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
});

export const disclosureBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
});

/** IČO and its lookup button on one line; the button keeps the field's height. */
export const lookup = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
});

export const filled = style({
  margin: 0,
  color: vars.color.positive,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

/** The different delivery address shows while its box is ticked (`:has()`, no script needed). */
export const deliveryFields = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.small,
  selectors: {
    [`${section}:has(input[name="differentAddress"]:checked) &`]: { display: 'flex' },
  },
});

export const alert = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
});

export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
  '@media': {
    [mediaQueries.lg]: { position: 'sticky', top: vars.space.large },
  },
});

export const summaryTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
});

export const itemName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const itemAmount = style({ color: vars.color.textMuted });

export const itemPrice = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });

export const methods = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  borderBlock: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const methodList = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
  margin: 0,
});

export const branchRow = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const methodName = style({ fontWeight: vars.fontWeight.medium });

export const change = style({ fontSize: vars.fontSize.small, justifySelf: 'start' });

export const totals = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const grandTotal = style([
  row,
  {
    alignItems: 'center',
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.strong,
  },
]);

export const muted = style({ color: vars.color.textMuted });

export const placeButton = style({ width: '100%' });

export const terms = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const back = style({ fontSize: vars.fontSize.small, justifySelf: 'center' });
