import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const nav = style({ overflowX: 'auto', borderBottom: `1px solid ${vars.color.border}` });

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.medium}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="true"]': {
      borderBottomColor: vars.color.brand,
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
    },
  },
});
