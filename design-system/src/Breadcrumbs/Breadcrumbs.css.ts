import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });

export const separator = style({
  marginInline: vars.space.xsmall,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  textUnderlineOffset: '0.15em',
  ':hover': { color: vars.color.brandHover, textDecoration: 'underline' },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.small,
  },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
