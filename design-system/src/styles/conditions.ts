import { mediaQueries } from '../tokens/breakpoints.ts';

/** Sprinkles conditions built from the single breakpoint table; `base` is the mobile-first default. */
export const responsiveConditions = {
  base: {},
  sm: { '@media': mediaQueries.sm },
  md: { '@media': mediaQueries.md },
  lg: { '@media': mediaQueries.lg },
  xl: { '@media': mediaQueries.xl },
  xxl: { '@media': mediaQueries.xxl },
};

export const responsiveArray = ['base', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
