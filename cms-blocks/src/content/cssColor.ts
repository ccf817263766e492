import { vars } from '@vitrina/design-system';

const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const themeColors = vars.color as Record<string, string>;

/**
 * An editor's colour as a CSS value, or undefined. Only hex values and the theme's semantic colour
 * names (brand, surfaceSunken…) pass: a free CSS string could carry url() or break out of the rule.
 */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  if (hex.test(color)) return color;
  return Object.hasOwn(themeColors, color) ? themeColors[color] : undefined;
}
