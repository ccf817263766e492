import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Pagination } from './Pagination.tsx';
import { paginationRange } from './paginationRange.ts';

const E = 'ellipsis';
const hrefForPage = (page: number) => (page === 1 ? '/televize' : `/televize?page=${page}`);

describe('paginationRange', () => {
  it('lists every page when they all fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis on the far side only near either end', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationRange(20, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationRange(17, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
  });

  it('puts ellipses on both sides in the middle, keeping the same length', () => {
    expect(paginationRange(5, 20)).toEqual([1, E, 4, 5, 6, E, 20]);
    expect(paginationRange(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(paginationRange(16, 20)).toEqual([1, E, 15, 16, 17, E, 20]);
  });

  it('never hides a single page behind an ellipsis', () => {
    // 8 pages, current 4: page 2 alone is shown as a number; the gap 6–7 becomes an ellipsis.
    expect(paginationRange(4, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    for (let page = 1; page <= 30; page += 1) {
      const items = paginationRange(page, 30);
      items.forEach((item, index) => {
        if (item !== E) return;
        const before = items[index - 1] as number;
        const after = items[index + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
    }
  });

  it('honours wider siblings and boundaries', () => {
    expect(paginationRange(10, 20, { siblings: 2, boundaries: 2 })).toEqual([
      1,
      2,
      E,
      8,
      9,
      10,
      11,
      12,
      E,
      19,
      20,
    ]);
  });

  it('clamps odd input instead of failing', () => {
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
    expect(paginationRange(-3, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, Number.NaN)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a named navigation of real links, the current page marked', () => {
    render(<Pagination page={5} pageCount={20} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/televize?page=5');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/televize',
    );
    expect(within(nav).getByRole('link', { name: 'Page 4' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/televize?page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    expect(nav.textContent).toContain('…');
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeDefined();
    rerender(<Pagination page={3} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/televize?page=2',
    );
  });

  it('uses the app link component and translated labels', () => {
    function RouterLink(props: LinkComponentProps) {
      return <a data-router-link="" {...props} />;
    }
    render(
      <LinkProvider component={RouterLink}>
        <Pagination
          page={2}
          pageCount={3}
          hrefForPage={hrefForPage}
          labels={{ navigation: 'Stránkování', next: 'Další', page: (n) => `Strana ${n}` }}
        />
      </LinkProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Stránkování' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(screen.getByRole('link', { name: 'Strana 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Další' })).toBeDefined();
  });
});
