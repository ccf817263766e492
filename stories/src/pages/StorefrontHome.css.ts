import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@vitrina/design-system';

export const main = style(
  responsiveStyle({
    base: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xlarge,
      paddingBlock: vars.space.large,
    },
    md: { gap: vars.space.xxlarge, paddingBlock: vars.space.xxlarge },
  }),
);

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
