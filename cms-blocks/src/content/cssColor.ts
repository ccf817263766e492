import { vars } from '@vitrina/design-system';

const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const themeColors = vars.color as Record<string, string>;

/**
 * The content editor's palette names for theme colours. They resolve to the theme's variables, so
 * a "primary" box is wine in boca and black in base, never the teal of one theme.
 */
const editorPalette: Record<string, string> = {
  primary: vars.color.brand,
  'on-primary': vars.color.onBrand,
  secondary: vars.color.brandAccent,
  'on-secondary': vars.color.onBrandAccent,
  transparent: 'transparent',
};

/** "surface-sunken" → "surfaceSunken": editors may write theme colour names either way. */
const camelCase = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * An editor's colour as a CSS value, or undefined. Only hex values, the editor palette (primary,
 * on-primary…) and the theme's semantic colour names (brand, surfaceSunken…) pass: a free CSS
 * string could carry url() or break out of the rule.
 */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  if (hex.test(color)) return color;
  if (Object.hasOwn(editorPalette, color)) return editorPalette[color];
  const name = camelCase(color);
  return Object.hasOwn(themeColors, name) ? themeColors[name] : undefined;
}
