import { describe, expect, it } from 'vitest';
import { plainText } from './plainText.ts';

describe('plainText', () => {
  it('joins the text nodes of a document', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ano,' },
            { type: 'text', text: ' do 30 dnů.' },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Bez udání důvodu.' }] },
      ],
    };
    expect(plainText(doc)).toBe('Ano, do 30 dnů. Bez udání důvodu.');
  });

  it('gives nothing for what is not a tree', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('text')).toBe('');
  });
});
