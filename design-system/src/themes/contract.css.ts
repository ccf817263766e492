import { createThemeContract } from '@vanilla-extract/css';
import { eshopTokens } from '../tokens/eshop.ts';

/**
 * The theme contract takes its shape from one real token set (eshop), so a key added there is
 * immediately required of every other theme by the type checker. Components style with `vars`
 * only; which values they resolve to depends on the theme class on an ancestor (normally <html>).
 */
export const vars = createThemeContract(eshopTokens);
