import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

/** Blocks stack with even rhythm; the page (or a row) decides the outer spacing. */
export const blockList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** A block with an editor background gets room around its content so text never touches the edge. */
export const withBackground = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.card,
});

export const bigTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  fontSize: vars.fontSize.xxlarge,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.xxxlarge } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.large, color: 'inherit' });

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const cardGrid = style({
  ...listReset,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
});

export const boxGrid = style([
  cardGrid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const productBox = style([card, { flexDirection: 'row', alignItems: 'center' }]);

export const cardImage = style({
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const boxImage = style([cardImage, { flexShrink: 0 }]);

export const cardTitle = style({ margin: 0 });

/** The card's title link covers the whole card, so the card is one target but one tab stop. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const cardPrice = style({ marginTop: 'auto' });

export const chips = style({
  ...listReset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand, color: vars.color.brand },
});

export const quote = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const quoteText = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  borderInlineStart: `${vars.borderWidth.strong} solid ${vars.color.brand}`,
  fontSize: vars.fontSize.xlarge,
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.heading,
});

export const quoteAuthor = style({
  paddingInlineStart: vars.space.large,
  color: vars.color.textMuted,
});

export const disclosureList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const newsletter = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const newsletterForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 220px',
});

/** The status line takes a row of its own under the field and button. */
export const statusLine = style({ flexBasis: '100%', margin: 0 });

export const status = styleVariants({
  idle: {},
  pending: { color: vars.color.textMuted },
  success: { color: vars.color.positive },
  error: { color: vars.color.critical },
});

export const textBox = style([
  card,
  { padding: vars.space.large, border: 'none', background: 'transparent' },
]);

/** Editor box styles (spec §3 "box_styles"); unknown names are ignored. */
export const boxStyle = styleVariants({
  bordered: { border: `${vars.borderWidth.standard} solid ${vars.color.border}` },
  shadow: { boxShadow: vars.shadow.medium },
  rounded: { borderRadius: vars.radius.large },
  centered: { textAlign: 'center', alignItems: 'center' },
  filled: { background: vars.color.surfaceSunken },
});

export const usp = style({ display: 'flex', gap: vars.space.medium, alignItems: 'flex-start' });

export const uspIcon = style({ color: vars.color.brand, flexShrink: 0 });

export const tile = style([card, { alignItems: 'stretch' }]);

export const tileLinks = style({
  ...listReset,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const row = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: '1fr',
});

/** Columns appear from the md breakpoint; on phones a row is a plain stack. */
export const rowColumns = styleVariants({
  1: {},
  2: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  4: { '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const tileLink = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  ':hover': { color: vars.color.brandHover },
});

/**
 * Set where an editor chose a text colour: headings and text inside take it too, instead of the
 * theme's heading and muted colours, which may not contrast with the editor's background.
 */
export const editorTextColor = style({});
globalStyle(`${editorTextColor} :is(h2, h3, h4, h5, h6, p, li, blockquote, span)`, {
  color: 'inherit',
});
