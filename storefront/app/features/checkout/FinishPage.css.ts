import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

const card = {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
  padding: vars.space.large,
  '@media': { [mediaQueries.md]: { padding: vars.space.xlarge } },
} as const;

/** The thank-you head: a green tick, the heading, the order number and where the e-mail went. */
export const hero = style({
  ...card,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  marginBlock: vars.space.large,
  textAlign: 'center',
  background: vars.color.positiveSurface,
  borderColor: vars.color.positive,
});

export const tick = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.positive,
  color: vars.color.surface,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.xxlarge } },
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.large });

export const orderCode = style({
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** What to pay and how: the one thing the shopper still has to do, so it comes first. */
export const payment = style({ ...card, display: 'grid', gap: vars.space.medium });

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
});

/** The QR code beside the bank details from tablets up, above them on phones. */
export const bank = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const qrFigure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: '#ffffff',
  justifySelf: 'center',
});

export const qr = style({ display: 'block', width: '184px', height: '184px' });

export const qrCaption = style({
  maxWidth: '184px',
  color: '#3c3c3c',
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

/**
 * Label and value rows (label over value on phones, so an account number never breaks); values
 * in tabular digits so account numbers line up.
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  margin: 0,
  '@media': {
    [mediaQueries.sm]: {
      gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
      gap: `${vars.space.small} ${vars.space.large}`,
    },
  },
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const factValue = style({
  margin: `0 0 ${vars.space.small}`,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [mediaQueries.sm]: { marginBlockEnd: 0 } },
});

export const state = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
});

export const statePaid = style([
  state,
  { borderInlineStartColor: vars.color.positive, background: vars.color.positiveSurface },
]);

export const stateProblem = style([
  state,
  { borderInlineStartColor: vars.color.critical, background: vars.color.criticalSurface },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** Goods and prices on the left, delivery on the right from laptops up. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  marginBlock: vars.space.xlarge,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const column = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const box = style({ ...card, display: 'grid', gap: vars.space.medium });

export const boxTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
  marginBlock: `${vars.space.xlarge} ${vars.space.xxlarge}`,
});
