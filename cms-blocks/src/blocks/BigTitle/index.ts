export { BigTitleBlock } from './BigTitleBlock.tsx';
export type { BigTitleBlockProps } from './BigTitleBlock.tsx';
