import { sharedTokens, space } from './shared.ts';

/**
 * The eshop theme (the active one, spec §1): clean retail — white surfaces, deep teal brand with an
 * orange accent, system sans-serif. This token set is the source of the theme contract's shape:
 * every other theme must provide the same keys (`ThemeTokens`).
 */
export const eshopTokens = {
  color: {
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f3f6f7',
    text: '#14212b',
    textMuted: '#586874',
    brand: '#0b6e70',
    brandHover: '#08585a',
    onBrand: '#ffffff',
    brandAccent: '#f26a1b',
    brandAccentHover: '#d95a10',
    onBrandAccent: '#1d0d03',
    border: '#d9e1e5',
    borderStrong: '#9aabb5',
    critical: '#b42318',
    criticalHover: '#912018',
    onCritical: '#ffffff',
    criticalSurface: '#fef3f2',
    positive: '#067647',
    positiveSurface: '#ecfdf3',
    caution: '#b54708',
    cautionSurface: '#fffaeb',
    info: '#175cd3',
    infoSurface: '#eff8ff',
    focusRing: '#d24f05',
    overlay: 'rgba(20, 33, 43, 0.5)',
  },
  font: {
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    heading:
      '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xsmall: '12px',
    small: '14px',
    standard: '16px',
    large: '18px',
    xlarge: '22px',
    xxlarge: '28px',
    xxxlarge: '36px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
    heading: '700',
  },
  lineHeight: {
    tight: '1.2',
    heading: '1.25',
    body: '1.5',
  },
  letterSpacing: {
    heading: '-0.01em',
    button: '0',
  },
  textTransform: {
    button: 'none',
  },
  space,
  radius: {
    none: '0',
    small: '4px',
    medium: '6px',
    large: '12px',
    full: '9999px',
    button: '6px',
    card: '8px',
  },
  borderWidth: {
    standard: '1px',
    strong: '2px',
  },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    medium: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    large: '0 12px 24px -4px rgba(16, 24, 40, 0.12), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
  },
  control: {
    heightSmall: '36px',
    heightLarge: '48px',
  },
  ...sharedTokens,
};

export type ThemeTokens = typeof eshopTokens;
