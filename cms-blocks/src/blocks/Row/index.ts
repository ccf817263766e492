export { maxRowDepth, RowBlock } from './RowBlock.tsx';
export type { RowBlockProps } from './RowBlock.tsx';
