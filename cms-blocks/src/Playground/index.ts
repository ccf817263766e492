export { ContentPlayground } from './ContentPlayground.tsx';
export type { ContentPlaygroundProps } from './ContentPlayground.tsx';
