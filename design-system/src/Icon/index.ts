export { Icon } from './Icon.tsx';
export type { IconProps } from './Icon.tsx';
export { iconNames, iconPaths } from './iconPaths.ts';
export type { IconName } from './iconPaths.ts';
export { iconSizes } from './iconVariants.ts';
export type { IconSize } from './iconVariants.ts';
