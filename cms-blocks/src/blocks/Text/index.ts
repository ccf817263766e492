export { TextBlock } from './TextBlock.tsx';
export type { TextBlockProps } from './TextBlock.tsx';
