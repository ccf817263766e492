export { ProductBoxesBlock } from './ProductBoxesBlock.tsx';
export type { ProductBoxesBlockProps } from './ProductBoxesBlock.tsx';
