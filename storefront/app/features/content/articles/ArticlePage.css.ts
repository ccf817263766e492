import { style } from '@vanilla-extract/css';
import { vars } from '@vitrina/design-system';

// Long text reads best at about 70 characters a line.
export const article = style({ maxWidth: '46rem' });

export const byline = style({ margin: `0 0 ${vars.space.medium}`, color: vars.color.textMuted });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  margin: `${vars.space.large} 0`,
  borderRadius: vars.radius.card,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: `${vars.space.large} 0`,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
  color: vars.color.text,
  textDecoration: 'none',
});

export const related = style({ marginTop: vars.space.xxlarge });

export const relatedTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
});
