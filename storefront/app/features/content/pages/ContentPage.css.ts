import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

// Text at a readable measure; the contact box beside it on wide screens, after it on phones.
export const layout = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge, gridTemplateColumns: 'minmax(0, 1fr)' },
    lg: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' },
  }),
);

export const body = style({ minWidth: 0, maxWidth: '52rem' });

export const contactBox = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  padding: vars.space.large,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
});

export const contactTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});

export const contactLines = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });
