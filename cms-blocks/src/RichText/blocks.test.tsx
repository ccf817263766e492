import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listsFixture } from './fixtures/lists.ts';
import { tableFixture } from './fixtures/table.ts';
import { textBlocksFixture } from './fixtures/textBlocks.ts';
import { RichText } from './RichText.tsx';

afterEach(() => vi.restoreAllMocks());

describe('RichText block nodes', () => {
  it.each([
    ['cs', 'Čerstvě pražená káva', 'Pražíme v malých dávkách.', 'Každý týden.'],
    ['en', 'Freshly roasted coffee', 'We roast in small batches.', 'Every week.'],
  ] as const)(
    'renders headings, hard break, blockquote and clearer (%s)',
    (locale, h2, line1, line2) => {
      const { container } = render(
        <RichText content={textBlocksFixture[locale]} locale={locale} />,
      );
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(h2);
      expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual([
        'H2',
        'H3',
        'H4',
        'H5',
      ]);
      const p = container.querySelector('p');
      expect(p?.childNodes).toHaveLength(3);
      expect(p?.childNodes[0]?.textContent).toBe(line1);
      expect(p?.childNodes[1]?.nodeName).toBe('BR');
      expect(p?.childNodes[2]?.textContent).toBe(line2);
      expect(container.querySelector('blockquote > p')).not.toBeNull();
      const clearer = container.querySelector('div[aria-hidden="true"]');
      expect(clearer?.childNodes).toHaveLength(0);
    },
  );

  it('renders bullet, nested and ordered lists with their start number', () => {
    render(<RichText content={listsFixture.en} locale="en" />);
    const [bullets, nested, ordered] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(nested?.parentElement?.tagName).toBe('LI');
    expect(nested?.textContent).toBe('For filter');
    expect(ordered?.tagName).toBe('OL');
    expect(ordered?.getAttribute('start')).toBe('3');
    expect(
      within(ordered as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Grind', 'Pour', 'Enjoy']);
  });

  it('renders a table with column widths, rowspan and colspan', () => {
    render(<RichText content={tableFixture.cs} locale="cs" />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [pack, price, stock] = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(pack?.style.width).toBe('160px');
    expect(price?.style.width).toBe('120px');
    expect(stock?.getAttribute('style')).toBeNull();
    const [spanRows, spanCols] = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(spanRows?.getAttribute('rowspan')).toBe('2');
    expect(spanCols?.getAttribute('colspan')).toBe('2');
    expect(spanCols?.style.width).toBe('200px');
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['189 Kč', 'Skladem']);
  });

  it('warns about unknown node types in development and renders nothing for them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <RichText content={{ type: 'doc', content: [{ type: 'carousel' }] }} />,
    );
    expect(container.textContent).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"carousel"'));
  });
});
