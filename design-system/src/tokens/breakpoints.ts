/**
 * The one place the breakpoints are defined (spec §9). Sprinkles conditions, `responsiveStyle`,
 * the container widths and Storybook's viewports all read from here.
 * Media queries cannot use CSS custom properties, so these are build-time constants, not theme vars.
 */
export const breakpointNames = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/** Minimum viewport width in px at which each breakpoint starts. */
export const breakpoints = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1279,
  xxl: 1480,
} as const satisfies Record<Breakpoint, number>;

/** Max width of `Container` from each breakpoint up; below `sm` the container is fluid. */
export const containerWidths = {
  sm: 450,
  md: 720,
  lg: 1000,
  xl: 1200,
  xxl: 1440,
} as const satisfies Record<Breakpoint, number>;

export const gridColumns = 24;

/** `screen and (min-width: 768px)` for use in vanilla-extract `@media` and `matchMedia`. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

export const mediaQueries = {
  sm: minWidthQuery('sm'),
  md: minWidthQuery('md'),
  lg: minWidthQuery('lg'),
  xl: minWidthQuery('xl'),
  xxl: minWidthQuery('xxl'),
} as const satisfies Record<Breakpoint, string>;
