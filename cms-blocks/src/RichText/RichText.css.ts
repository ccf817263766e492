import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@vitrina/design-system';

export const root = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

// Vertical rhythm between blocks, not around the whole text: the host decides outer spacing.
const spaced: StyleRule = { selectors: { '&:not(:first-child)': { marginTop: vars.space.large } } };

export const paragraph = style(spaced);

const headingBase = style([
  spaced,
  {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.heading,
    lineHeight: vars.lineHeight.heading,
    letterSpacing: vars.letterSpacing.heading,
    selectors: { '&:not(:first-child)': { marginTop: vars.space.xlarge } },
  },
]);

/** One class per heading level (2–5); sizes come from the theme's type scale. */
export const heading = styleVariants({
  2: [headingBase, { fontSize: vars.fontSize.xxlarge }],
  3: [headingBase, { fontSize: vars.fontSize.xlarge }],
  4: [headingBase, { fontSize: vars.fontSize.large }],
  5: [headingBase, { fontSize: vars.fontSize.standard }],
});

export const blockquote = style([
  spaced,
  {
    paddingInlineStart: vars.space.large,
    borderInlineStart: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
    color: vars.color.textMuted,
  },
]);

export const list = style([spaced, { paddingInlineStart: vars.space.xlarge }]);

export const listItem = style({
  selectors: { '&:not(:first-child)': { marginTop: vars.space.xsmall } },
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  ':hover': { color: vars.color.brandHover },
});

export const tableScroll = style([spaced, { overflowX: 'auto', maxWidth: '100%' }]);

export const table = style({ borderCollapse: 'collapse', minWidth: '50%' });

export const tableCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const image = style([spaced, { maxWidth: '100%', height: 'auto' }]);

/** Floated images sit beside running text on wider screens and stack on phones. */
export const imageFloat = styleVariants({
  left: {
    '@media': {
      [mediaQueries.md]: {
        float: 'left',
        maxWidth: '50%',
        marginInlineEnd: vars.space.large,
        marginBottom: vars.space.small,
      },
    },
  },
  right: {
    '@media': {
      [mediaQueries.md]: {
        float: 'right',
        maxWidth: '50%',
        marginInlineStart: vars.space.large,
        marginBottom: vars.space.small,
      },
    },
  },
});

/** The `clearer` node ends the wrap of floated images and buttons. */
export const clearer = style({ clear: 'both' });

export const unlinkedButton = style({ fontWeight: vars.fontWeight.medium });
