import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

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
