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

// Formatting (pure, no React)
export { formatPrice, minorUnitDigits, plural, pluralForm } from './format/index.ts';
export type { CurrencyFormat, FormatPriceOptions, PluralForms } from './format/index.ts';

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
export { VisuallyHidden, visuallyHiddenElements } from './VisuallyHidden/index.ts';
export type { VisuallyHiddenElement, VisuallyHiddenProps } from './VisuallyHidden/index.ts';
export { Stack, stackElements } from './Stack/index.ts';
export type { StackElement, StackProps } from './Stack/index.ts';
export { Inline, inlineElements } from './Inline/index.ts';
export type { InlineElement, InlineProps } from './Inline/index.ts';
export { Divider, dividerWeights } from './Divider/index.ts';
export type { DividerProps, DividerWeight } from './Divider/index.ts';
export { Text, textElements, textSizes, textTones, textWeights } from './Text/index.ts';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text/index.ts';
export { defaultHeadingVariant, Heading, headingLevels, headingVariants } from './Heading/index.ts';
export type { HeadingLevel, HeadingProps, HeadingVariant } from './Heading/index.ts';
export { isExternalHref, Link, linkTones, linkUnderlines } from './Link/index.ts';
export type { LinkProps, LinkTone, LinkUnderline } from './Link/index.ts';
export { Icon, iconNames, iconPaths, iconSizes } from './Icon/index.ts';
export type { IconName, IconProps, IconSize } from './Icon/index.ts';
export { Price, priceSizes } from './Price/index.ts';
export type { PriceProps, PriceSize } from './Price/index.ts';
