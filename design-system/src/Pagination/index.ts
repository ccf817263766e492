export { defaultPaginationLabels, Pagination } from './Pagination.tsx';
export type { PaginationLabels, PaginationProps } from './Pagination.tsx';
export { clampPage, paginationEllipsis, paginationRange } from './paginationRange.ts';
export type { PaginationItem, PaginationRangeOptions } from './paginationRange.ts';
