import type { ThemeTokens } from './eshop.ts';
import { sharedTokens, space } from './shared.ts';

const serif =
  '"Source Serif 4 Variable", "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", "Liberation Serif", serif';

/** The boca theme: warm boutique — cream surfaces, wine and ochre, serif headings, soft corners. */
export const bocaTokens: ThemeTokens = {
  color: {
    surface: '#fbf6ee',
    surfaceRaised: '#fffdf9',
    surfaceSunken: '#f2e9da',
    text: '#2d211a',
    textMuted: '#6f5f53',
    brand: '#7b2d3b',
    brandHover: '#62222f',
    onBrand: '#fff8f0',
    brandAccent: '#c8913f',
    brandAccentHover: '#b17d30',
    onBrandAccent: '#2b1a06',
    border: '#e7d9c4',
    borderStrong: '#b89f84',
    /** Loading placeholders: at least 1.5:1 against the surface, so they read as shapes. */
    skeleton: '#d9c7ae',
    critical: '#a8321f',
    criticalHover: '#872716',
    onCritical: '#fff8f0',
    criticalSurface: '#fbece6',
    positive: '#3f6b34',
    positiveSurface: '#eef3e6',
    caution: '#9a5b00',
    cautionSurface: '#fbf1dc',
    info: '#2f5f7a',
    infoSurface: '#eaf1f4',
    focusRing: '#7b2d3b',
    overlay: 'rgba(45, 33, 26, 0.45)',
    /** Filled rating stars (ochre, a step darker than the accent for contrast on cream). */
    rating: '#b17d30',
  },
  font: {
    body: '"Nunito Variable", "Avenir Next", Avenir, "Segoe UI", "Noto Sans", "DejaVu Sans", sans-serif',
    heading: serif,
    mono: 'ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
  fontSize: {
    xsmall: '12px',
    small: '14px',
    standard: '16px',
    large: '19px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '42px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
    heading: '500',
  },
  lineHeight: {
    tight: '1.2',
    heading: '1.2',
    body: '1.65',
  },
  letterSpacing: {
    heading: '0.005em',
    button: '0.02em',
  },
  textTransform: {
    button: 'none',
  },
  space,
  radius: {
    none: '0',
    small: '8px',
    medium: '14px',
    large: '24px',
    full: '9999px',
    button: '9999px',
    card: '20px',
    badge: '9999px',
  },
  borderWidth: {
    standard: '1px',
    strong: '2px',
  },
  shadow: {
    small: '0 1px 2px rgba(74, 48, 28, 0.08)',
    medium: '0 6px 16px -4px rgba(74, 48, 28, 0.14)',
    large: '0 18px 40px -12px rgba(74, 48, 28, 0.25)',
  },
  stroke: {
    /** Line weight of the icons (Lucide glyphs on a 24 px grid). */
    icon: '1.75',
  },
  control: {
    heightSmall: '38px',
    heightLarge: '52px',
  },
  ...sharedTokens,
};
