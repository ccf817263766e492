/** The words of a rich-text tree, for places that take plain text (JSON-LD answers). */
export function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === 'string') return text;
  if (!Array.isArray(content)) return '';
  return content.map(plainText).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}
