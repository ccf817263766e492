import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hostileDoc } from './fixtures/hostile.ts';
import { assertInert } from '../testing/assertInert.ts';
import { RichText } from './RichText.tsx';

describe('hostile content', () => {
  it.each(['cs', 'en'] as const)(
    'renders inert markup with the default builders (%s)',
    (locale) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const html = renderToString(<RichText content={hostileDoc} locale={locale} />);
      assertInert(html);
      // The payloads are still there, as visible text: escaped, not dropped.
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('//evil.example');
      vi.restoreAllMocks();
    },
  );

  it('refuses unsafe URLs even from a naive imageUrl/fileUrl builder', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(
      <RichText content={hostileDoc} imageUrl={(fileKey) => fileKey} fileUrl={(key) => key} />,
    );
    assertInert(html);
    expect(html).not.toContain('<img');
    vi.restoreAllMocks();
  });

  it('catches what it claims to catch', () => {
    expect(() => assertInert('<a href="JaVaScRiPt:alert(1)">x</a>')).toThrow();
    expect(() => assertInert('<img src="x" onerror="alert(1)">')).toThrow();
    expect(() => assertInert('<p>&lt;script&gt; onerror=alert(1)</p>')).not.toThrow();
  });
});
