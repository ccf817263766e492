// Public API of @vitrina/cms-blocks: pure renderers, data in, elements out (no fetching, no router).

// Settings every renderer reads: locale, URL builders, route resolver, shop host.
export {
  ContentContext,
  defaultContentSettings,
  defaultFileUrl,
  defaultImageUrl,
  useContentSettings,
} from './content/contentContext.ts';
export type {
  ContentSettings,
  FileUrlBuilder,
  ImageUrlBuilder,
  ImageUrlOptions,
} from './content/contentContext.ts';
export { ContentProvider } from './content/ContentProvider.tsx';
export type { ContentProviderProps } from './content/ContentProvider.tsx';
export { contentRouteKinds, defaultResolveRoute } from './content/contentRoutes.ts';
export type {
  ContentRouteKind,
  ContentRouteTarget,
  ResolveContentRoute,
} from './content/contentRoutes.ts';
export { cssColor } from './content/cssColor.ts';
export { truncate } from './content/truncate.ts';

// Rich text and link rules
export {
  anchorProps,
  contentLinkKinds,
  markFixtures,
  nodeFixtures,
  normalizeInternalHref,
  resolveContentLink,
  resolveHref,
  resolveLink,
  RichText,
  safeImageSrc,
  safeUrl,
  stripStorefrontHost,
} from './RichText/index.ts';
export type { ContentLinkKind, ResolvedLink, RichTextProps } from './RichText/index.ts';

// Content blocks
export {
  BigTitleBlock,
  blockDataFixture,
  blockMessages,
  Blocks,
  CategoriesBlock,
  CategoryBoxesBlock,
  CollapsibleBlock,
  maxRowDepth,
  NewsletterBlock,
  newsletterStatuses,
  pageFixture,
  ProductBoxesBlock,
  ProductsBlock,
  QuoteBlock,
  renderBlock,
  RowBlock,
  TextBlock,
  textBoxStyles,
  TextBoxesBlock,
  topCategoryTitleMaxLength,
  TopCategoriesBlock,
  UspBlock,
  uspTitleMaxLength,
} from './blocks/index.ts';
export type {
  BigTitleBlockProps,
  BlockData,
  BlocksProps,
  CardImage,
  CategoriesBlockProps,
  CategoryBoxesBlockProps,
  CategoryCardData,
  CollapsibleBlockProps,
  NewsletterBlockProps,
  NewsletterResult,
  NewsletterStatus,
  NewsletterSubmit,
  ProductActions,
  ProductBadge,
  ProductBoxesBlockProps,
  ProductBoxSettings,
  ProductCardActions,
  ProductCardData,
  ProductsBlockProps,
  ProductVariantData,
  QuoteBlockProps,
  RowBlockProps,
  TextBlockProps,
  TextBoxesBlockProps,
  TopCategoriesBlockProps,
  UspBlockProps,
} from './blocks/index.ts';

// Content shapes are defined once in @vitrina/contracts/content (schemas, vocabularies, types);
// these are the input types of RichText and Blocks, for apps that only render.
export type {
  ContentBlock,
  ContentBlockType,
  RichTextDoc,
  RichTextMark,
  RichTextNode,
} from '@vitrina/contracts/content';
export { formatPath, validateContent } from './schemas/index.ts';
export type { ContentIssue, ContentValidation } from './schemas/index.ts';

// Editor tooling
export { ContentPlayground } from './Playground/index.ts';
export type { ContentPlaygroundProps } from './Playground/index.ts';
