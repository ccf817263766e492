export { RichText } from './RichText.tsx';
export type { RichTextProps } from './RichText.tsx';
export type { RichTextDoc, RichTextMark, RichTextNode } from './richTextTypes.ts';
