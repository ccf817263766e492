export { CategoryBoxesBlock } from './CategoryBoxesBlock.tsx';
export type { CategoryBoxesBlockProps } from './CategoryBoxesBlock.tsx';
