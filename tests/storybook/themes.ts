/**
 * The design system's themes. Tests import nothing of ours at run time (architecture.md), so the
 * list is repeated here: a new theme in design-system/src/themes/themeNames.ts needs adding here too.
 */
export const themeNames = ['eshop', 'boca', 'base'] as const;
export type ThemeName = (typeof themeNames)[number];
