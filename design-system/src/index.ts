// Public API of @vitrina/design-system. Global styles: import '@vitrina/design-system/global.css'.

// Themes and tokens
export { vars } from './themes/contract.css.ts';
export { baseTheme, bocaTheme, eshopTheme, themes } from './themes/themes.css.ts';
export { defaultThemeName, isThemeName, themeNames } from './themes/themeNames.ts';
export type { ThemeName } from './themes/themeNames.ts';
export { themeTokens } from './themes/themeTokens.ts';
export type { ThemeTokens } from './tokens/eshop.ts';
export {
  breakpointNames,
  breakpoints,
  containerWidths,
  gridColumns,
  mediaQueries,
  minWidthQuery,
} from './tokens/breakpoints.ts';
export type { Breakpoint } from './tokens/breakpoints.ts';
export { motion, toastDefaults, zIndex } from './tokens/constants.ts';

// Styling helpers
export { sprinkles } from './styles/sprinkles.css.ts';
export type { Sprinkles } from './styles/sprinkles.css.ts';
export { responsiveStyle } from './styles/responsiveStyle.ts';
export type { ResponsiveStyle } from './styles/responsiveStyle.ts';
export type { ResponsiveValue } from './styles/responsiveValue.ts';
export { cx } from './styles/cx.ts';

// Components
export { AppLink, DefaultLink, LinkProvider, useLinkComponent } from './LinkProvider/index.ts';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider/index.ts';
export { Container, containerElements } from './Container/index.ts';
export type { ContainerElement, ContainerProps } from './Container/index.ts';
export { Column, columnElements, Grid, gridElements } from './Grid/index.ts';
export type {
  ColumnCount,
  ColumnElement,
  ColumnOffset,
  ColumnProps,
  GridElement,
  GridProps,
} from './Grid/index.ts';
export { Button, buttonColors, buttonFloats, buttonSizes } from './Button/index.ts';
export type {
  ButtonAsButtonProps,
  ButtonAsChildProps,
  ButtonAsLinkProps,
  ButtonColor,
  ButtonFloat,
  ButtonProps,
  ButtonSize,
} from './Button/index.ts';
export { Spinner } from './Spinner/index.ts';
export type { SpinnerProps } from './Spinner/index.ts';
export {
  createToastStore,
  getBrowserToastStore,
  toast,
  Toaster,
  toastVariants,
} from './Toast/index.ts';
export type {
  ToasterProps,
  ToastInput,
  ToastItem,
  ToastOptions,
  ToastState,
  ToastStore,
  ToastStoreOptions,
  ToastVariant,
} from './Toast/index.ts';
