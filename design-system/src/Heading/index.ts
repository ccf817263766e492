export { Heading } from './Heading.tsx';
export type { HeadingProps } from './Heading.tsx';
export { defaultHeadingVariant, headingLevels, headingVariants } from './headingVariants.ts';
export type { HeadingLevel, HeadingVariant } from './headingVariants.ts';
