import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { czkFormat } from '../Price/priceFixtures.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton.tsx';
import { ProductGrid } from './ProductGrid.tsx';

const card = (name: string) => (
  <ProductCard
    key={name}
    name={name}
    href={`/produkt/${name}`}
    price={{ amount: 10000, currency: czkFormat }}
  />
);

describe('ProductGrid', () => {
  it('is a named list with one item per card', () => {
    render(<ProductGrid aria-label="Pohovky">{['a', 'b', 'c'].map(card)}</ProductGrid>);
    const list = screen.getByRole('list', { name: 'Pohovky' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('article')).toHaveLength(3);
  });

  it('marks itself busy while skeletons stand in for the cards', () => {
    render(
      <ProductGrid aria-label="Pohovky" busy>
        <ProductCardSkeleton />
        <ProductCardSkeleton />
      </ProductGrid>,
    );
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
  });

  it('skips empty children', () => {
    render(<ProductGrid aria-label="Pohovky">{[card('a'), null, false, card('b')]}</ProductGrid>);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
