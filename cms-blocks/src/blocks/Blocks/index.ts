export { Blocks, renderBlock } from './Blocks.tsx';
export type { BlocksProps } from './Blocks.tsx';
