import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css.ts';
import { responsiveArray, responsiveConditions } from './conditions.ts';

const margins = { ...vars.space, auto: 'auto' };

const responsiveProperties = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'base',
  responsiveArray,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
    textAlign: ['left', 'center', 'right'],
    width: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const themeProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brand: vars.color.brand,
      onBrand: vars.color.onBrand,
      critical: vars.color.critical,
      positive: vars.color.positive,
      caution: vars.color.caution,
      info: vars.color.info,
    },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandAccent: vars.color.brandAccent,
      criticalSurface: vars.color.criticalSurface,
      positiveSurface: vars.color.positiveSurface,
      cautionSurface: vars.color.cautionSurface,
      infoSurface: vars.color.infoSurface,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

/** Atomic, theme-aware utility classes; responsive props take `{ base, sm, md, lg, xl, xxl }`. */
export const sprinkles = createSprinkles(responsiveProperties, themeProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
