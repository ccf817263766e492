export { RichText } from './RichText.tsx';
export type { RichTextProps } from './RichText.tsx';
export { markFixtures, nodeFixtures } from './fixtures/nodes.ts';
export { normalizeInternalHref, stripStorefrontHost } from './linkRules.ts';
export {
  anchorProps,
  contentLinkKinds,
  resolveContentLink,
  resolveHref,
  resolveLink,
} from './resolveLink.ts';
export type { ContentLinkKind, ResolvedLink } from './resolveLink.ts';
export { safeImageSrc, safeUrl } from './safeUrl.ts';
