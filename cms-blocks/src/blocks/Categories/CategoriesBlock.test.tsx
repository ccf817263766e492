import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locales, renderBlocks } from '../../testing/renderBlocks.tsx';
import { categoriesFixture } from '../fixtures/catalogBlocks.ts';

describe('categories block', () => {
  it.each(locales)('categories: store then virtual category links (%s)', (locale) => {
    renderBlocks([categoriesFixture[locale]], locale);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      locale === 'cs'
        ? ['/zrnkova-kava', '/mlynky', '/prislusenstvi', '/vyprodej']
        : ['/en/zrnkova-kava', '/en/mlynky', '/en/prislusenstvi', '/en/vyprodej'],
    );
  });
});
