/** A paragraph, a list item or a heading of a product description, as plain text. */
export interface DescriptionBlock {
  kind: 'paragraph' | 'item' | 'heading';
  text: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The store's HTML description as text blocks. No markup from the store reaches the page: tags
 * only split the text into paragraphs, list items and headings, scripts and styles are dropped
 * with their content, and React escapes what is left.
 */
export function descriptionBlocks(html: string | null): DescriptionBlock[] {
  if (!html) return [];
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '');
  const blocks: DescriptionBlock[] = [];
  const pattern = /<(p|li|h[1-6]|div|br)\b[^>]*>|<\/(p|li|h[1-6]|div)\s*>/gi;
  let kind: DescriptionBlock['kind'] = 'paragraph';
  let start = 0;
  const flush = (end: number) => {
    const text = decodeEntities(cleaned.slice(start, end).replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ kind, text });
  };
  for (const match of cleaned.matchAll(pattern)) {
    flush(match.index);
    start = match.index + match[0].length;
    const opening = match[1]?.toLowerCase();
    if (opening === 'li') kind = 'item';
    else if (opening?.startsWith('h')) kind = 'heading';
    else if (opening !== 'br') kind = 'paragraph';
    if (match[2]) kind = 'paragraph';
  }
  flush(cleaned.length);
  return blocks;
}
