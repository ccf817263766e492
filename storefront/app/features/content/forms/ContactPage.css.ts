import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

// Form first (what most visitors came for); the shop's details beside it on wide screens.
export const layout = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge, gridTemplateColumns: 'minmax(0, 1fr)' },
    lg: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' },
  }),
);

export const card = style({
  padding: vars.space.large,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
});

export const cardTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});

export const address = style({ fontStyle: 'normal', marginBottom: vars.space.medium });

export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const aside = style({ margin: `${vars.space.medium} 0 0` });

export const intro = style({ margin: `0 0 ${vars.space.xlarge}`, maxWidth: '48rem' });
