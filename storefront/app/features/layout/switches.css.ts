import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const switchLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const currencyForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const currencyButton = style({
  font: 'inherit',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  color: vars.color.text,
  background: 'transparent',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.onBrand,
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
  ':focus-visible': {
    outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
    outlineOffset: 1,
  },
});
