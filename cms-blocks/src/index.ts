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
  richTextMarkTypes,
  richTextNodeTypes,
  safeImageSrc,
  safeUrl,
  stripStorefrontHost,
} from './RichText/index.ts';
export type {
  ContentLinkKind,
  ResolvedLink,
  RichTextDoc,
  RichTextMark,
  RichTextMarkType,
  RichTextNode,
  RichTextNodeType,
  RichTextProps,
} from './RichText/index.ts';

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
  ProductBadge,
  ProductBoxesBlockProps,
  ProductCardData,
  ProductsBlockProps,
  QuoteBlockProps,
  RowBlockProps,
  TextBlockProps,
  TextBoxesBlockProps,
  TopCategoriesBlockProps,
  UspBlockProps,
} from './blocks/index.ts';

// Content shapes: zod schemas (for the playground, and the back end later) and their types
export {
  contentBlockTypes,
  contentBlockListSchema,
  contentBlockSchema,
  contentLinkSchema,
  formatPath,
  localizedTextSchema,
  richTextDocSchema,
  richTextNodeSchema,
  validateContent,
} from './schemas/index.ts';
export type {
  BigTitleBlock as BigTitleBlockValue,
  BlockButton,
  BlockText,
  CategoriesBlock as CategoriesBlockValue,
  CategoryBoxesBlock as CategoryBoxesBlockValue,
  CollapsibleBlock as CollapsibleBlockValue,
  ContentBlock,
  ContentBlockType,
  ContentIssue,
  ContentLinkValue,
  ContentValidation,
  EntityRef,
  LocalizedText,
  NewsletterBlock as NewsletterBlockValue,
  ProductBoxesBlock as ProductBoxesBlockValue,
  ProductsBlock as ProductsBlockValue,
  QuoteBlock as QuoteBlockValue,
  RowBlock as RowBlockValue,
  TextBlock as TextBlockValue,
  TextBoxesBlock as TextBoxesBlockValue,
  TopCategoriesBlock as TopCategoriesBlockValue,
  UspBlock as UspBlockValue,
} from './schemas/index.ts';

// Editor tooling
export { ContentPlayground } from './Playground/index.ts';
export type { ContentPlaygroundProps } from './Playground/index.ts';
