import { describe, expect, it } from 'vitest';
import { descriptionBlocks } from './descriptionBlocks.ts';

describe('descriptionBlocks', () => {
  it('splits paragraphs, list items and headings into text', () => {
    const html =
      '<h2>Why</h2><p>Strong <strong>and</strong> light.</p><ul><li>Oak</li><li>Steel &amp; glass</li></ul>';
    expect(descriptionBlocks(html)).toEqual([
      { kind: 'heading', text: 'Why' },
      { kind: 'paragraph', text: 'Strong and light.' },
      { kind: 'item', text: 'Oak' },
      { kind: 'item', text: 'Steel & glass' },
    ]);
  });

  it('drops scripts, styles and comments with their content, and keeps no markup', () => {
    const html =
      '<p>Safe<script>alert(1)</script></p><style>p{}</style><!-- <p>hidden</p> --><p><img src=x onerror=alert(1)>text</p>';
    const blocks = descriptionBlocks(html);
    expect(blocks.map((block) => block.text)).toEqual(['Safe', 'text']);
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(descriptionBlocks('<p>&lt;b&gt;bold&lt;/b&gt; &#269;&#x159;</p>')[0]?.text).toBe(
      '<b>bold</b> čř',
    );
  });

  it('reads plain text and nothing as expected', () => {
    expect(descriptionBlocks('Just text')).toEqual([{ kind: 'paragraph', text: 'Just text' }]);
    expect(descriptionBlocks(null)).toEqual([]);
    expect(descriptionBlocks('<p> </p>')).toEqual([]);
  });
});
