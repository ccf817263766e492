export { Text } from './Text.tsx';
export type { TextProps } from './Text.tsx';
export { textElements, textSizes, textTones, textWeights } from './textVariants.ts';
export type { TextElement, TextSize, TextTone, TextWeight } from './textVariants.ts';
