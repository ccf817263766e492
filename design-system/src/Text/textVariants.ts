/** Variant lists, reused by the styles, the prop types and the stories. */
export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = [
  'neutral',
  'muted',
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
  'inherit',
] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = [
  'span',
  'p',
  'div',
  'strong',
  'em',
  'small',
  'label',
  'dt',
  'dd',
] as const;
export type TextElement = (typeof textElements)[number];
