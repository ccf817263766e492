import { sharedTokens, space } from './shared.ts';

/**
 * The eshop theme (the active one, spec §1): a bold modern Czech shop — white surfaces, deep teal
 * brand with an orange accent, Inter in heavy headings, rounded controls and crisp elevation. This token set is the source of the theme contract's shape:
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
    /** Loading placeholders: at least 1.5:1 against the surface, so they read as shapes. */
    skeleton: '#c9d3d9',
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
    /** Filled rating stars (the accent orange). */
    rating: '#f26a1b',
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
    xxlarge: '30px',
    xxxlarge: '40px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
    heading: '800',
  },
  lineHeight: {
    tight: '1.2',
    heading: '1.25',
    body: '1.5',
  },
  letterSpacing: {
    heading: '-0.02em',
    button: '0',
  },
  textTransform: {
    button: 'none',
  },
  space,
  radius: {
    none: '0',
    small: '6px',
    medium: '8px',
    large: '16px',
    full: '9999px',
    button: '8px',
    card: '12px',
    badge: '9999px',
  },
  borderWidth: {
    standard: '1px',
    strong: '2px',
  },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.08)',
    medium: '0 8px 16px -6px rgba(16, 24, 40, 0.14), 0 2px 4px -2px rgba(16, 24, 40, 0.08)',
    large: '0 24px 48px -12px rgba(16, 24, 40, 0.24), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
  },
  stroke: {
    /** Line weight of the icons (Lucide glyphs on a 24 px grid). */
    icon: '2',
  },
  control: {
    heightSmall: '36px',
    heightLarge: '48px',
  },
  ...sharedTokens,
};

export type ThemeTokens = typeof eshopTokens;
