export const themeNames = ['eshop', 'boca', 'base'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Spec §1: the active theme is eshop. */
export const defaultThemeName: ThemeName = 'eshop';

/** Narrows configuration input (an env value, a cookie) to a known theme name. */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
