import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const header = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  paddingBlock: vars.space.large,
});

export const logo = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xlarge,
});

export const main = style(
  responsiveStyle({
    base: { paddingBlock: vars.space.xlarge },
    md: { paddingBlock: vars.space.xxxlarge },
  }),
);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.small,
});

export const image = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.medium,
  background: `linear-gradient(135deg, ${vars.color.surfaceSunken}, ${vars.color.brandAccent})`,
});

export const productName = style({ margin: 0, fontSize: vars.fontSize.large });

export const price = style({ fontWeight: vars.fontWeight.strong, color: vars.color.brand });

export const aside = style({
  padding: vars.space.xlarge,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.card,
});

export const more = style({ marginTop: vars.space.large });
