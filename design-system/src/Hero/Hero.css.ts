import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { vars } from '../themes/contract.css.ts';
import type { HeroAlign, HeroSize } from './heroVariants.ts';

/**
 * White text over a picture needs a dark layer under it whatever the picture shows: 60 % black
 * over pure white is #666, which white text still reads at 5.7:1 (WCAG AA asks 4.5:1).
 */
const scrim = 'rgba(0, 0, 0, 0.6)';

export const hero = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  isolation: 'isolate',
});

/** On phones the picture sits above the text; from md it is the backdrop of the whole hero. */
export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  '@media': {
    [mediaQueries.md]: { position: 'absolute', inset: 0, height: '100%', zIndex: -1 },
  },
});

/** Lays the panel out over the picture; its height is the hero's from md up. */
export const body = style({ display: 'flex', flexDirection: 'column' });

export const size = styleVariants({
  medium: { '@media': { [mediaQueries.md]: { minHeight: 'clamp(280px, 30vw, 400px)' } } },
  large: { '@media': { [mediaQueries.md]: { minHeight: 'clamp(340px, 38vw, 540px)' } } },
} satisfies Record<HeroSize, StyleRule>);

export const bodyAlign = styleVariants({
  start: { '@media': { [mediaQueries.md]: { alignItems: 'flex-start' } } },
  center: {
    '@media': {
      [mediaQueries.md]: {
        alignItems: 'center',
        justifyContent: 'center',
        padding: vars.space.xlarge,
      },
    },
  },
} satisfies Record<HeroAlign, StyleRule>);

/** The text and actions; on phones on the theme's surface, from md on the dark layer. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  padding: vars.space.large,
  '@media': {
    [mediaQueries.md]: {
      padding: `${vars.space.xxlarge} ${vars.space.xxxlarge}`,
      color: '#ffffff',
    },
  },
});

export const panelAlign = styleVariants({
  start: {
    '@media': {
      [mediaQueries.md]: {
        flexGrow: 1,
        maxWidth: '62%',
        paddingRight: '12%',
        background: `linear-gradient(90deg, ${scrim} 0%, ${scrim} 70%, rgba(0, 0, 0, 0) 100%)`,
      },
    },
  },
  center: {
    alignItems: 'center',
    textAlign: 'center',
    '@media': {
      [mediaQueries.md]: {
        maxWidth: '720px',
        borderRadius: vars.radius.card,
        background: scrim,
      },
    },
  },
} satisfies Record<HeroAlign, StyleRule>);

/** Without a picture the hero is a panel of the sunken surface with its text. */
export const plain = style({
  '@media': { [mediaQueries.md]: { color: 'inherit', background: 'none', maxWidth: '720px' } },
});

export const title = style({
  selectors: {
    '&&': {
      margin: 0,
      color: 'inherit',
      fontSize: vars.fontSize.xxlarge,
      lineHeight: vars.lineHeight.tight,
    },
  },
  '@media': { [mediaQueries.md]: { selectors: { '&&': { fontSize: '44px' } } } },
});

export const text = style({
  margin: 0,
  maxWidth: '52ch',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.large } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
