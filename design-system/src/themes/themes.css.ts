import { createTheme } from '@vanilla-extract/css';
import { baseTokens } from '../tokens/base.ts';
import { bocaTokens } from '../tokens/boca.ts';
import { eshopTokens } from '../tokens/eshop.ts';
import { vars } from './contract.css.ts';
import type { ThemeName } from './themeNames.ts';

export const eshopTheme = createTheme(vars, eshopTokens, 'eshop');
export const bocaTheme = createTheme(vars, bocaTokens, 'boca');
export const baseTheme = createTheme(vars, baseTokens, 'base');

/** Theme name → class name; the storefront puts the class on <html> during SSR. */
export const themes: Record<ThemeName, string> = {
  eshop: eshopTheme,
  boca: bocaTheme,
  base: baseTheme,
};
