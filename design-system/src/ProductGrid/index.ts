export { ProductGrid, productGridColumns } from './ProductGrid.tsx';
export type { ProductGridColumns, ProductGridProps } from './ProductGrid.tsx';
