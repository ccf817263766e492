import { cx } from '@vitrina/design-system';
import { root } from './RichText.css.ts';
import { renderNode } from './renderNode.tsx';
import type { RichTextDoc } from './richTextTypes.ts';

export interface RichTextProps {
  /** The content tree, `{ type: 'doc', content: [...] }`. */
  content: RichTextDoc;
  className?: string;
}

/** Renders a rich-text document from the content server as semantic elements. */
export function RichText({ content, className }: RichTextProps) {
  if (content.type !== 'doc') return null;
  return <div className={cx(root, className)}>{renderNode(content, 0)}</div>;
}
