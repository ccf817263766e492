import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const top = style(
  responsiveStyle({
    base: { display: 'grid', gap: vars.space.xlarge, gridTemplateColumns: 'minmax(0, 1fr)' },
    md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
    lg: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxlarge },
  }),
);

export const buyBox = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });

export const title = style(
  responsiveStyle({
    base: {
      margin: 0,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.xlarge,
      fontWeight: vars.fontWeight.heading,
      lineHeight: vars.lineHeight.heading,
      letterSpacing: vars.letterSpacing.heading,
    },
    lg: { fontSize: vars.fontSize.xxlarge },
  }),
);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const metaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.brand,
});

export const perex = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
});

export const purchase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const section = style({ marginTop: vars.space.xxxlarge });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.large}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.heading,
});

export const prose = style({ maxWidth: '72ch', display: 'grid', gap: vars.space.medium });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const list = style({ margin: 0, paddingLeft: vars.space.xlarge });
