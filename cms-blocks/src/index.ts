// Public API of @vitrina/cms-blocks: pure renderers, data in, elements out (no fetching, no router).
export { RichText } from './RichText/index.ts';
export type { RichTextDoc, RichTextMark, RichTextNode, RichTextProps } from './RichText/index.ts';
