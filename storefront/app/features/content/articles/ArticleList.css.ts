import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: `0 0 ${vars.space.large}`,
  padding: 0,
  listStyle: 'none',
});

export const filterLink = style({
  display: 'inline-block',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
  },
});

export const grid = style(
  responsiveStyle({
    base: {
      display: 'grid',
      gap: vars.space.large,
      gridTemplateColumns: 'minmax(0, 1fr)',
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
);

export const tile = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const tileImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const tileBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});

export const tileTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
});

export const tileLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const perex = style({ margin: 0 });

export const paging = style({ marginTop: vars.space.xlarge });
