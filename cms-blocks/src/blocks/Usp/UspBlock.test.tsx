import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locales, renderBlocks } from '../../testing/renderBlocks.tsx';
import { uspFixture } from '../fixtures/textBlocks.ts';

describe('usp block', () => {
  it.each(locales)(
    'usp: titles cut to 80 characters, the full title kept in title (%s)',
    (locale) => {
      renderBlocks([uspFixture[locale]], locale);
      const titles = screen.getAllByRole('heading', { level: 3 });
      expect(titles).toHaveLength(3);
      const full = uspFixture[locale].value.items[1]?.title as string;
      const cut = titles[1]?.textContent ?? '';
      expect(Array.from(full).length).toBeGreaterThan(80);
      expect(Array.from(cut).length).toBeLessThanOrEqual(80);
      expect(Array.from(cut).length).toBeGreaterThan(75);
      expect(cut.endsWith('…')).toBe(true);
      expect(full.startsWith(cut.slice(0, -1))).toBe(true);
      expect(titles[1]?.getAttribute('title')).toBe(full);
      expect(titles[0]?.hasAttribute('title')).toBe(false);
    },
  );
});
