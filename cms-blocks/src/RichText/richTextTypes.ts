/**
 * The content server's rich-text tree (spec §3): nodes with type, attrs, content and marks.
 * Typed loosely on purpose: the tree comes from editors, so unknown node and mark types must be
 * representable (and are skipped when rendering) rather than rejected.
 */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

export interface RichTextDoc extends RichTextNode {
  type: 'doc';
}
