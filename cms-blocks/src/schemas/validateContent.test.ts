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
  ])('accepts %s', (_, value, kind) => {
    const result = validateContent(JSON.stringify(value));
    expect(result.kind).toBe(kind);
    expect(result.issues).toEqual([]);
  });

  it('lists the unsafe links of the hostile document, each with its path', () => {
    const result = validateContent(JSON.stringify(hostileDoc));
    expect(result.kind).toBe('doc');
    expect(result.issues.length).toBeGreaterThan(0);
    for (const issue of result.issues) {
      expect(issue.path).toMatch(/(href|link|custom_link|url)/);
      expect(issue.message).toMatch(/^Unsafe link ".*" is shown as plain text/);
    }
    expect(result.issues.map((issue) => issue.message).join('\n')).toContain('javascript:');
  });

  it('does not list safe links, titles with colons or empty links', () => {
    const blocks = [
      {
        uuid: 'a',
        type: 'big_title',
        value: {
          buttons: [
            {
              text: 'Akce: sleva',
              link: { link_type: 'custom_link', title: 'Akce: -20 %', custom_link: 'https://x.cz' },
            },
            { text: 'Kontakt', link: { cs: 'mailto:shop@x.cz', en: '/en/contact' } },
            { text: 'Nic', link: '' },
          ],
        },
      },
    ];
    expect(validateContent(JSON.stringify(blocks)).issues).toEqual([]);
  });

  it('says in words what was expected and what came instead', () => {
    const issues = validateContent(
      JSON.stringify([
        { uuid: 'a', type: 'quote', value: { text: 42 } },
        { uuid: '', type: 'usp', value: { items: [{ title: { cs: 1 } }] } },
        { uuid: 'c', value: {} },
      ]),
    ).issues;
    expect(issues).toEqual([
      { path: '[0].value.text', message: 'Expected text or an object, got the number 42.' },
      { path: '[1].uuid', message: 'Must not be empty.' },
      { path: '[1].value.items[0].title.cs', message: 'Expected text, got the number 1.' },
      { path: '[2].type', message: expect.stringMatching(/^Every block needs a "type"/) },
    ]);
    expect(issues.map((issue) => issue.message)).not.toContain('Invalid input');
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
