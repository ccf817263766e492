export { QuoteBlock } from './QuoteBlock.tsx';
export type { QuoteBlockProps } from './QuoteBlock.tsx';
