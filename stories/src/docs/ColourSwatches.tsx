import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import { themeNames, themeTokens } from '@vitrina/design-system';
import type { ThemeTokens } from '@vitrina/design-system';

type ColourToken = keyof ThemeTokens['color'];

const colourTokens = Object.keys(themeTokens.eshop.color) as ColourToken[];

/** One row per semantic colour token, one swatch per theme (eshop, boca, base). */
export function ColourSwatches() {
  return (
    <ColorPalette>
      {colourTokens.map((token) => (
        <ColorItem
          key={token}
          title={token}
          subtitle={`vars.color.${token}`}
          colors={Object.fromEntries(
            themeNames.map((name) => [name, themeTokens[name].color[token]]),
          )}
        />
      ))}
    </ColorPalette>
  );
}
