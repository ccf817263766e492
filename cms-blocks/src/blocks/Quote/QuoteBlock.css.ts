import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

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
