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

/** At least 24×24 px to hit (WCAG 2.5.8), without making the bar taller than its text needs. */
export const topLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 24,
  minHeight: 24,
  color: vars.color.textMuted,
  textDecoration: 'none',
  ':hover': { color: vars.color.text, textDecoration: 'underline' },
});
