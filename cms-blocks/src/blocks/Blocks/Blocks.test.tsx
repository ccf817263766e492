import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentProvider } from '../../content/ContentProvider.tsx';
import { contentBlockTypes } from '@vitrina/contracts/content';
import type { ContentBlock } from '@vitrina/contracts/content';
import { locales, renderBlocks } from '../../testing/renderBlocks.tsx';
import { Blocks } from './Blocks.tsx';
import { pageFixture } from '../fixtures/page.ts';
import { quoteFixture, textFixture } from '../fixtures/textBlocks.ts';

afterEach(() => vi.restoreAllMocks());

describe('Blocks', () => {
  it('skips unknown block types with a development warning and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = { uuid: 'x', type: 'carousel_3d', value: {} } as unknown as ContentBlock;
    const { container } = renderBlocks([quoteFixture.cs, unknown, textFixture.cs]);
    expect([...container.querySelectorAll('section')].map((s) => s.dataset['blockType'])).toEqual([
      'quote',
      'text',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carousel_3d'));
  });

  it.each(locales)('whole page: every block type renders (%s)', (locale) => {
    const { container } = renderBlocks(pageFixture[locale], locale);
    const types = new Set(
      [...container.querySelectorAll('section')].map((s) => s.dataset['blockType']),
    );
    for (const type of contentBlockTypes) expect(types).toContain(type);
  });

  it('takes locale and the route resolver from a surrounding ContentProvider', () => {
    render(
      <ContentProvider locale="en" resolveRoute={({ kind, slug }) => `/x/${kind}/${slug}`}>
        <Blocks blocks={[textFixture.en]} />
      </ContentProvider>,
    );
    expect(screen.getByRole('link', { name: 'The whole story' })?.getAttribute('href')).toBe(
      '/x/page/about-us',
    );
  });
});
