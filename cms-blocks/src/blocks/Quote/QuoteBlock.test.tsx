import { describe, expect, it } from 'vitest';
import { renderBlocks, section } from '../../testing/renderBlocks.tsx';
import { quoteFixture } from '../fixtures/textBlocks.ts';

describe('quote block', () => {
  it('quote: blockquote with its author in a figcaption, editor background applied', () => {
    const { container } = renderBlocks([quoteFixture.cs]);
    expect(container.querySelector('figure blockquote')?.textContent).toContain(
      'Nejlepší espresso ve městě',
    );
    expect(container.querySelector('figcaption')?.textContent).toContain(
      'Jana Nováková, stálá zákaznice',
    );
    expect(section(container, 'quote')?.style.background).toMatch(/^var\(--color-surfaceSunken/);
  });
});
