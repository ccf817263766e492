export { RichText } from './RichText.tsx';
export type { RichTextProps } from './RichText.tsx';
export type { RichTextDoc, RichTextMark, RichTextNode } from './richTextTypes.ts';
export { defaultFileUrl, defaultImageUrl } from './richTextContext.ts';
export type { FileUrlBuilder, ImageUrlBuilder, ImageUrlOptions } from './richTextContext.ts';
export { safeUrl } from './safeUrl.ts';
