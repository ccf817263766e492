import type { ThemeTokens } from './eshop.ts';
import { sharedTokens, space } from './shared.ts';

const sans = '"Inter Variable", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif';

/**
 * The base theme: neutral greyscale, sharp corners, flat surfaces. Status colours stay coloured
 * (desaturated) because errors and successes must not be told apart by wording alone.
 */
export const baseTokens: ThemeTokens = {
  color: {
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f4f4f4',
    text: '#111111',
    textMuted: '#5f5f5f',
    brand: '#111111',
    brandHover: '#333333',
    onBrand: '#ffffff',
    brandAccent: '#e4e4e4',
    brandAccentHover: '#d0d0d0',
    onBrandAccent: '#111111',
    border: '#d0d0d0',
    borderStrong: '#111111',
    /** Loading placeholders: at least 1.5:1 against the surface, so they read as shapes. */
    skeleton: '#cccccc',
    critical: '#b3261e',
    criticalHover: '#8c1d17',
    onCritical: '#ffffff',
    criticalSurface: '#f9eeed',
    positive: '#2e6b3a',
    positiveSurface: '#eef4ef',
    caution: '#8a5a00',
    cautionSurface: '#f7f1e3',
    info: '#3b5b7a',
    infoSurface: '#eef2f6',
    focusRing: '#111111',
    overlay: 'rgba(0, 0, 0, 0.5)',
    /** Filled rating stars (black: the accent grey is a surface colour, invisible as stars). */
    rating: '#111111',
  },
  font: {
    body: sans,
    heading: sans,
    mono: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xsmall: '12px',
    small: '13px',
    standard: '15px',
    large: '17px',
    xlarge: '20px',
    xxlarge: '26px',
    xxxlarge: '32px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
    heading: '600',
  },
  lineHeight: {
    tight: '1.15',
    heading: '1.2',
    body: '1.5',
  },
  letterSpacing: {
    heading: '0',
    button: '0.08em',
  },
  textTransform: {
    button: 'uppercase',
  },
  space,
  radius: {
    none: '0',
    small: '0',
    medium: '0',
    large: '0',
    full: '9999px',
    button: '0',
    card: '0',
    badge: '0',
  },
  borderWidth: {
    standard: '1px',
    strong: '2px',
  },
  shadow: {
    small: 'none',
    medium: '0 0 0 1px #111111',
    large: '0 0 0 1px #111111, 4px 4px 0 #111111',
  },
  stroke: {
    /** Line weight of the icons (Lucide glyphs on a 24 px grid). */
    icon: '1.5',
  },
  control: {
    heightSmall: '34px',
    heightLarge: '46px',
  },
  ...sharedTokens,
};
