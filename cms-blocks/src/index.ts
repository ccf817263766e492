// Public API of @vitrina/cms-blocks: pure renderers, data in, elements out (no fetching, no router).
export { defaultFileUrl, defaultImageUrl, RichText, safeUrl } from './RichText/index.ts';
export type {
  FileUrlBuilder,
  ImageUrlBuilder,
  ImageUrlOptions,
  RichTextDoc,
  RichTextMark,
  RichTextNode,
  RichTextProps,
} from './RichText/index.ts';
