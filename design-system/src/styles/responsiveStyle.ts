import type { StyleRule } from '@vanilla-extract/css';
import { breakpointNames, mediaQueries } from '../tokens/breakpoints.ts';
import type { Breakpoint } from '../tokens/breakpoints.ts';

type MediaFreeRule = Omit<StyleRule, '@media'>;

/** Styles per breakpoint, mobile first: `base` applies everywhere, `md` from 768 px up, and so on. */
export type ResponsiveStyle = { base?: StyleRule } & Partial<Record<Breakpoint, MediaFreeRule>>;

/**
 * Turns `{ base, md: {...} }` into one vanilla-extract style rule with min-width media queries,
 * emitted in ascending breakpoint order so larger breakpoints win the cascade.
 */
export function responsiveStyle({ base = {}, ...perBreakpoint }: ResponsiveStyle): StyleRule {
  const media: Record<string, MediaFreeRule> = { ...base['@media'] };
  for (const name of breakpointNames) {
    const rule = perBreakpoint[name];
    if (rule) media[mediaQueries[name]] = rule;
  }
  if (Object.keys(media).length === 0) return base;
  return { ...base, '@media': media };
}
