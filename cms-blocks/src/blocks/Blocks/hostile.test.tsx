import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertInert } from '../../testing/assertInert.ts';
import { Blocks } from './Blocks.tsx';
import { hostileBlockData, hostileBlocks } from '../fixtures/hostile.ts';

afterEach(() => vi.restoreAllMocks());

describe('hostile blocks', () => {
  it.each(['cs', 'en'] as const)('render inert markup (%s)', (locale) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(
      <Blocks
        blocks={hostileBlocks}
        data={hostileBlockData}
        locale={locale}
        storefrontHost="www.vitrina.cz"
        onNewsletterSubmit={() => {}}
      />,
    );
    assertInert(html);
    // Payloads show as escaped text rather than vanishing (so editors see what they pasted).
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('//evil.example');
    // Editor colours that are not colours never reach a style attribute.
    expect(html).not.toMatch(/style="[^"]*url\(/);
    // Every block type but the unknown one rendered something.
    expect(html.match(/data-block-type=/g)?.length).toBeGreaterThanOrEqual(14);
  });

  it('refuses unsafe URLs from naive app builders too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(
      <Blocks
        blocks={hostileBlocks}
        data={hostileBlockData}
        imageUrl={(fileKey) => fileKey}
        fileUrl={(fileKey) => fileKey}
        resolveRoute={({ slug }) => slug}
      />,
    );
    assertInert(html);
  });
});
