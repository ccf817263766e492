export { Inline, inlineElements } from './Inline.tsx';
export type { InlineElement, InlineProps } from './Inline.tsx';
