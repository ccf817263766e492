import { baseTokens } from '../tokens/base.ts';
import { bocaTokens } from '../tokens/boca.ts';
import { eshopTokens } from '../tokens/eshop.ts';
import type { ThemeTokens } from '../tokens/eshop.ts';
import type { ThemeName } from './themeNames.ts';

/** Raw token values per theme, for documentation (swatches) and for the rare JS need (meta theme-color). */
export const themeTokens: Record<ThemeName, ThemeTokens> = {
  eshop: eshopTokens,
  boca: bocaTokens,
  base: baseTokens,
};
