import { cssColor } from '@vitrina/cms-blocks';
import { vars } from '@vitrina/design-system';

// Editors name the theme's notice tones; anything else is taken as a CSS colour (checked).
const tones: Record<string, string> = {
  info: vars.color.infoSurface,
  warning: vars.color.cautionSurface,
  success: vars.color.positiveSurface,
  danger: vars.color.criticalSurface,
};

export function infoBoxBackground(color: string): string | undefined {
  return tones[color] ?? cssColor(color) ?? undefined;
}
