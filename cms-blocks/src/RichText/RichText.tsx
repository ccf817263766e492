import type { Locale } from '@vitrina/contracts';
import { cx } from '@vitrina/design-system';
import { root } from './RichText.css.ts';
import { defaultRichTextSettings, RichTextContext } from './richTextContext.ts';
import type { FileUrlBuilder, ImageUrlBuilder } from './richTextContext.ts';
import { renderNode } from './renderNode.tsx';
import type { RichTextDoc } from './richTextTypes.ts';

export interface RichTextProps {
  /** The content tree, `{ type: 'doc', content: [...] }`. */
  content: RichTextDoc;
  /** Content locale for per-locale attributes (button/link title and href). Defaults to cs. */
  locale?: Locale;
  /** Builds image URLs from fileKeys; defaults to same-origin `/images/<fileKey>?w=&h=`. */
  imageUrl?: ImageUrlBuilder;
  /** Builds download URLs for attached files; defaults to `/files/<fileKey>`. */
  fileUrl?: FileUrlBuilder;
  className?: string;
}

/** Renders a rich-text document from the content server as semantic elements. */
export function RichText({
  content,
  locale = defaultRichTextSettings.locale,
  imageUrl = defaultRichTextSettings.imageUrl,
  fileUrl = defaultRichTextSettings.fileUrl,
  className,
}: RichTextProps) {
  if (content.type !== 'doc') return null;
  return (
    <RichTextContext value={{ locale, imageUrl, fileUrl }}>
      <div className={cx(root, className)}>{renderNode(content, 0)}</div>
    </RichTextContext>
  );
}
