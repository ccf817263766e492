import { describe, expect, it } from 'vitest';
import { pageFixture } from '../blocks/fixtures/page.ts';
import { hostileDoc } from '../RichText/fixtures/hostile.ts';
import { sampleDoc } from '../RichText/fixtures/article.ts';
import { validateContent } from './validateContent.ts';

describe('validateContent', () => {
  it.each([
    ['a rich-text document', sampleDoc, 'doc'],
    ['a block list (cs)', pageFixture.cs, 'blocks'],
    ['a block list (en)', pageFixture.en, 'blocks'],
    [
      'a page with content_blocks',
      { _id: 'p', title: 'Home', content_blocks: pageFixture.en },
      'blocks',
    ],
    ['the hostile document (valid shape, unsafe values)', hostileDoc, 'doc'],
  ])('accepts %s', (_, value, kind) => {
    const result = validateContent(JSON.stringify(value));
    expect(result.kind).toBe(kind);
    expect(result.issues).toEqual([]);
  });

  it('reports invalid JSON with the parser message', () => {
    const result = validateContent('[{ "type": "text", }]');
    expect(result.kind).toBe('invalid');
    expect(result.issues[0]?.path).toBe('(JSON)');
    expect(result.issues[0]?.message).toMatch(/JSON/);
  });

  it('reports a wrong top-level shape', () => {
    expect(validateContent('{"title": "x"}').issues[0]).toMatchObject({ path: '(root)' });
    expect(validateContent('42').kind).toBe('invalid');
  });

  it('reports field errors with their path and still returns the blocks', () => {
    const blocks = [
      { uuid: 'a', type: 'quote', value: { text: 5 } },
      { uuid: 'b', type: 'usp', value: { items: [{ title: 'ok' }, { text: 'no title' }] } },
      { uuid: 'c', type: 'row', value: { blocks: [{ uuid: 'd', type: 'text', value: {} }] } },
      { type: 'text', value: { text: 'no uuid' } },
    ];
    const result = validateContent(JSON.stringify(blocks));
    expect(result.kind).toBe('blocks');
    const paths = result.issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '[0].value.text',
        '[1].value.items[1].title',
        '[2].value.blocks[0].value.text',
        '[3].uuid',
      ]),
    );
    if (result.kind === 'blocks') expect(result.blocks).toHaveLength(4);
  });

  it('names unknown block types plainly', () => {
    const result = validateContent(
      '{"content_blocks":[{"uuid":"x","type":"carousel","value":{}}]}',
    );
    expect(result.issues).toEqual([
      {
        path: 'content_blocks[0].type',
        message: expect.stringContaining('Unknown block type "carousel"'),
      },
    ]);
  });

  it('checks the rich-text tree shape', () => {
    const result = validateContent(
      '{"type":"doc","content":[{"type":"paragraph","content":[{"text":"x"}]}]}',
    );
    expect(result.issues).toEqual([
      { path: 'content[0].content[0].type', message: expect.any(String) },
    ]);
  });
});
