import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { containerWidths } from '../tokens/breakpoints.ts';
import { responsiveStyle } from '../styles/responsiveStyle.ts';

const maxWidth = (px: number) => ({ maxWidth: `${px}px` });

/** Fluid with a gutter on phones, then the spec's fixed max widths from each breakpoint up. */
export const container = style(
  responsiveStyle({
    base: {
      boxSizing: 'border-box',
      width: '100%',
      marginInline: 'auto',
      paddingInline: vars.space.gutter,
    },
    sm: maxWidth(containerWidths.sm),
    md: maxWidth(containerWidths.md),
    lg: maxWidth(containerWidths.lg),
    xl: maxWidth(containerWidths.xl),
    xxl: maxWidth(containerWidths.xxl),
  }),
);
