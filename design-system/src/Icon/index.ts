export { Icon } from './Icon.tsx';
export type { IconProps } from './Icon.tsx';
export { iconNames } from './iconSet.ts';
export type { IconName } from './iconSet.ts';
export { iconSizes } from './iconVariants.ts';
export type { IconSize } from './iconVariants.ts';
