import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locales, renderBlocks } from '../../testing/renderBlocks.tsx';
import { topCategoriesFixture } from '../fixtures/catalogBlocks.ts';

describe('top_categories block', () => {
  it.each(locales)('top_categories: titles cut to 45, links of every kind (%s)', (locale) => {
    const { container } = renderBlocks([topCategoriesFixture[locale]], locale);
    const titles = screen.getAllByRole('heading', { level: 3 });
    const cut = titles[1]?.textContent ?? '';
    const full = topCategoriesFixture[locale].value.top_categories[1]?.title as string;
    if (Array.from(full).length > 45) {
      expect(Array.from(cut).length).toBeLessThanOrEqual(45);
      expect(Array.from(cut).length).toBeGreaterThan(40);
      expect(cut.endsWith('…')).toBe(true);
    } else {
      expect(cut).toBe(full);
    }
    // Only the image-type tile shows its picture, built by the imageUrl builder.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('src')).toContain(
      '/images/320x320/top/coffee.jpg',
    );
    const shop = screen.getByRole('link', { name: locale === 'cs' ? 'Konvice' : 'Kettles' });
    expect(shop?.getAttribute('href')).toBe(locale === 'cs' ? '/konvice' : '/en/kettles');
    const maker = screen.getByRole('link', { name: locale === 'cs' ? 'Výrobce' : 'Maker' });
    expect(maker?.getAttribute('rel')).toBe('noopener noreferrer');
    const article = screen.getByRole('link', {
      name: locale === 'cs' ? 'Jak vybrat kávu' : 'How to choose coffee',
    });
    expect(article?.getAttribute('href')).toBe(
      locale === 'cs' ? '/clanek/jak-vybrat-kavu' : '/en/article/choosing-coffee',
    );
  });

  it('top_categories: the Czech fixture title really is cut', () => {
    renderBlocks([topCategoriesFixture.cs]);
    expect(screen.getAllByRole('heading', { level: 3 })[1]?.textContent).toContain(
      'Příslušenství pro domácí přípravu kávy a čaj…',
    );
  });
});
