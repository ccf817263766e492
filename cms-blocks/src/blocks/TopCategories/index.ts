export { TopCategoriesBlock, topCategoryTitleMaxLength } from './TopCategoriesBlock.tsx';
export type { TopCategoriesBlockProps } from './TopCategoriesBlock.tsx';
