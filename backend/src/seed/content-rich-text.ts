import type { RichTextMark, RichTextNode } from '@vitrina/contracts/content';

/** Small builders so the seed's rich text reads like the document it describes. */
type Mark = RichTextMark;
type Child = RichTextNode | string;

const node = (type: string, content: Child[], attrs?: Record<string, unknown>): RichTextNode => ({
  type,
  ...(attrs ? { attrs } : {}),
  content: content.map((child) => (typeof child === 'string' ? text(child) : child)),
});

export const text = (value: string, ...marks: Mark[]): RichTextNode =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value };
export const doc = (...content: Child[]) => node('doc', content);
export const p = (...content: Child[]) => node('paragraph', content);
export const h = (level: 2 | 3 | 4 | 5, value: string) => node('heading', [value], { level });
export const quote = (...content: Child[]) => node('blockquote', content);
export const bullets = (...items: string[]) =>
  node(
    'bullet_list',
    items.map((item) => node('list_item', [p(item)])),
  );
export const ordered = (...items: string[]) =>
  node(
    'ordered_list',
    items.map((item) => node('list_item', [p(item)])),
    { order: 1 },
  );
export const hardBreak: RichTextNode = { type: 'hard_break' };
export const clearer: RichTextNode = { type: 'clearer' };

export const cell = (value: string, attrs: Record<string, unknown> = {}) =>
  node('table_cell', [p(value)], { colspan: 1, rowspan: 1, colwidth: null, ...attrs });
export const row = (...cells: RichTextNode[]) => node('table_row', cells);
export const table = (...rows: RichTextNode[]) => node('table', rows);

export const image = (fileKey: string, attrs: Record<string, unknown>): RichTextNode => ({
  type: 'image',
  attrs: { image: [{ fileKey }], ...attrs },
});
export const button = (attrs: Record<string, unknown>): RichTextNode => ({ type: 'button', attrs });

export const bold: Mark = { type: 'bold' };
export const em: Mark = { type: 'em' };
export const italic: Mark = { type: 'italic' };
export const strike: Mark = { type: 'strike' };
export const sub: Mark = { type: 'subscript' };
export const sup: Mark = { type: 'superscript' };
export const underline: Mark = { type: 'underline' };
export const link = (href: { cs: string; en: string } | string, blank = false): Mark => ({
  type: 'link',
  attrs: { href, ...(blank ? { link_target_blank: true } : {}) },
});

/** One paragraph of plain text as a document (perex-like content). */
export const simpleDoc = (...paragraphs: string[]) => doc(...paragraphs.map((value) => p(value)));
