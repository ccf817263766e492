import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { vars } from '../themes/contract.css.ts';
import { productCardAreas } from './productCardLayouts.ts';
import type { ProductCardArea, ProductCardLayout } from './productCardLayouts.ts';
import type { PriceLayout } from './priceLayout.ts';

const rows = (areas: readonly string[]) => areas.map((row) => `"${row}"`).join(' ');

export const card = style({
  position: 'relative',
  display: 'grid',
  height: '100%',
  boxSizing: 'border-box',
  // Merchant data with no break opportunity (a price in an odd currency) stays inside the card.
  overflow: 'hidden',
  // Sections space themselves (padding-top), so a row no card in the row uses takes no room.
  rowGap: 0,
  columnGap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.fast,
  '@media': { [mediaQueries.sm]: { padding: vars.space.medium } },
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
  },
});

// Text rows carry their gap above them, so beside the picture the card's top padding is less.
const besideTopSm = { paddingTop: vars.space.xsmall };
const besideTop = { paddingTop: 0, '@media': { [mediaQueries.sm]: besideTopSm } };

export const layout = styleVariants({
  card: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: rows(productCardAreas),
    // Alone (not in a ProductGrid row), the free space goes above availability and price.
    gridTemplateRows: 'auto auto auto auto auto 1fr auto auto',
  },
  compact: {
    ...besideTop,
    gridTemplateColumns: '88px minmax(0, 1fr)',
    gridTemplateAreas: rows([
      'media tags',
      'media name',
      'media rating',
      'media availability',
      'media price',
      'media actions',
    ]),
    gridTemplateRows: 'auto auto auto auto 1fr auto',
  },
  list: {
    paddingTop: 0,
    gridTemplateColumns: '112px minmax(0, 1fr)',
    gridTemplateAreas: rows([
      'media tags',
      'media name',
      'media rating',
      'media availability',
      'media price',
      'variants variants',
      'actions actions',
    ]),
    '@media': {
      [mediaQueries.sm]: besideTopSm,
      [mediaQueries.md]: {
        columnGap: vars.space.xlarge,
        gridTemplateColumns: '200px minmax(0, 1fr) minmax(180px, 240px)',
        gridTemplateAreas: rows([
          'media tags availability',
          'media name price',
          'media rating actions',
          'media variants actions',
          'media . .',
        ]),
        gridTemplateRows: 'auto auto auto auto 1fr',
      },
    },
  },
} satisfies Record<ProductCardLayout, object>);

/** Each section sits in its named area, with the gap above it. */
export const area = styleVariants(
  Object.fromEntries(
    productCardAreas.map((name) => [
      name,
      { gridArea: name, minWidth: 0, paddingTop: name === 'media' ? 0 : vars.space.small },
    ]),
  ) as Record<ProductCardArea, object>,
);

export const media = style({
  position: 'relative',
  alignSelf: 'start',
  selectors: {
    // Beside the text, the picture starts where the first text row's text does.
    [`${card}:is([data-layout="compact"], [data-layout="list"]) > &`]: {
      marginTop: vars.space.small,
    },
  },
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});

export const image = style({ background: vars.color.surfaceRaised });

/** Where a product has no picture, its square stays so the row keeps its shape. */
export const noImage = style({
  display: 'block',
  aspectRatio: '1',
  background: vars.color.surfaceSunken,
});

/** The second picture, shown over the first while the pointer is on the card. */
export const hoverImage = style({
  selectors: { '&&': { position: 'absolute', inset: 0 } },
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.standard,
  '@media': {
    '(hover: hover)': {
      selectors: { [`${card}:hover &`]: { opacity: 1 } },
    },
  },
});

export const overlayStart = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineStart: vars.space.xsmall,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  pointerEvents: 'none',
});

/** Slots over and beside the stretched name link stay clickable on their own. */
export const slot = style({ position: 'relative', zIndex: 1 });

/** The wish-list heart: in the picture's cell, its top-right corner, on a light disc. */
export const wishList = style([
  slot,
  {
    gridArea: 'media',
    justifySelf: 'end',
    alignSelf: 'start',
    margin: vars.space.xsmall,
    display: 'flex',
    borderRadius: vars.radius.full,
    background: `color-mix(in srgb, ${vars.color.surfaceRaised} 88%, transparent)`,
    boxShadow: vars.shadow.small,
  },
]);

/** A product name reads as text, not as a heading (doubled: wins over Heading's own size). */
export const name = style({
  selectors: {
    '&&': {
      margin: 0,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.small,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.heading,
      letterSpacing: 'normal',
    },
  },
  '@media': { [mediaQueries.md]: { selectors: { '&&': { fontSize: vars.fontSize.standard } } } },
});

/** Two lines at most; a tile keeps two lines' room, so a short name does not pull it up. */
export const nameClamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    [`${card}[data-layout="card"] &`]: { minHeight: `calc(2em * ${vars.lineHeight.heading})` },
  },
});

/** The name's link covers the whole card: one target, one tab stop, focus ring on the card. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
    [`${card}:hover &`]: { color: vars.color.brand },
  },
});

export const focusWithin = style({
  selectors: {
    [`&:has(${nameLink}:focus-visible)`]: {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const ratingRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const bottom = style({ alignSelf: 'end' });

// Selectors doubled ('&&'): they win over the Price component's own size and layout whatever
// the stylesheet order.
const priceFontSize: Record<PriceLayout, string> = {
  short: vars.fontSize.xlarge,
  medium: '20px',
  long: vars.fontSize.large,
};

export const priceSize = styleVariants(priceFontSize, (fontSize) => ({
  selectors: { '&&': { fontSize, lineHeight: vars.lineHeight.tight } },
}));

/** Long prices put the struck original on a line of its own, above the price itself. */
export const priceStack = style({
  selectors: { '&&': { flexDirection: 'column-reverse', alignItems: 'flex-start' } },
});

export const actions = style([
  slot,
  { display: 'flex', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap' },
]);
