export { ProductsBlock } from './ProductsBlock.tsx';
export type { ProductsBlockProps } from './ProductsBlock.tsx';
