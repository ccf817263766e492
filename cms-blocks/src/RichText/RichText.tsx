import type { Locale } from '@vitrina/contracts';
import { cx } from '@vitrina/design-system';
import { ContentContext, mergeSettings, useContentSettings } from '../content/contentContext.ts';
import type { FileUrlBuilder, ImageUrlBuilder } from '../content/contentContext.ts';
import { root } from './RichText.css.ts';
import { renderNode } from './renderNode.tsx';
import type { RichTextDoc } from '@vitrina/contracts/content';

export interface RichTextProps {
  /** The content tree, `{ type: 'doc', content: [...] }`. */
  content: RichTextDoc;
  /** Content locale for per-locale attributes (button/link title and href). Defaults to the
   *  surrounding ContentProvider's, else cs. */
  locale?: Locale;
  /** Builds image URLs from fileKeys; defaults to same-origin `/images/<fileKey>?w=&h=`. */
  imageUrl?: ImageUrlBuilder;
  /** Builds download URLs for attached files; defaults to `/files/<fileKey>`. */
  fileUrl?: FileUrlBuilder;
  className?: string;
}

/** Renders a rich-text document from the content server as semantic elements. */
export function RichText({ content, locale, imageUrl, fileUrl, className }: RichTextProps) {
  const settings = mergeSettings(useContentSettings(), { locale, imageUrl, fileUrl });
  if (content?.type !== 'doc') return null;
  return (
    <ContentContext value={settings}>
      <div className={cx(root, className)}>{renderNode(content, 0)}</div>
    </ContentContext>
  );
}
