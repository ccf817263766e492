export { CategoriesBlock } from './CategoriesBlock.tsx';
export type { CategoriesBlockProps } from './CategoriesBlock.tsx';
