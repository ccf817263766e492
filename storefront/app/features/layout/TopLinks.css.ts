import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

export const topLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  ':hover': { color: vars.color.text, textDecoration: 'underline' },
});
