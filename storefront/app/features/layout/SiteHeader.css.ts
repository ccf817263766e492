import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const header = style({
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const topBar = style({
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
});

export const topBarInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
});

export const switches = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  marginLeft: 'auto',
});

export const mainRow = style(
  responsiveStyle({
    base: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"logo . cart" "search search search"',
      alignItems: 'center',
      gap: vars.space.medium,
      paddingTop: vars.space.medium,
      paddingBottom: vars.space.medium,
    },
    md: {
      gridTemplateColumns: 'auto 1fr auto',
      gridTemplateAreas: '"logo search cart"',
      gap: vars.space.xlarge,
    },
  }),
);

export const logo = style({
  gridArea: 'logo',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.brand,
  textDecoration: 'none',
});

export const searchArea = style({ gridArea: 'search' });
export const cartArea = style({
  gridArea: 'cart',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});
