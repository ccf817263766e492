export { Skeleton } from './Skeleton.tsx';
export type { SkeletonProps } from './Skeleton.tsx';
export { skeletonShapes } from './skeletonVariants.ts';
export type { SkeletonShape } from './skeletonVariants.ts';
