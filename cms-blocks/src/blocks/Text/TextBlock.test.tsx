import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locales, renderBlocks } from '../../testing/renderBlocks.tsx';
import { textFixture } from '../fixtures/textBlocks.ts';

describe('text block', () => {
  it.each(locales)('text: titled section with rich text and a page button (%s)', (locale) => {
    const { container } = renderBlocks([textFixture[locale]], locale);
    const name = locale === 'cs' ? 'O naší pražírně' : 'About our roastery';
    const region = screen.getByRole('region', { name });
    expect(container.querySelectorAll('p')).toHaveLength(2);
    const link = within(region).getByRole('link');
    expect(link?.getAttribute('href')).toBe(
      locale === 'cs' ? '/stranka/o-nas' : '/en/page/about-us',
    );
  });
});
