export { Divider } from './Divider.tsx';
export type { DividerProps } from './Divider.tsx';
export { dividerWeights } from './dividerVariants.ts';
export type { DividerWeight } from './dividerVariants.ts';
