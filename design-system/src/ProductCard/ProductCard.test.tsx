import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { czkFormat } from '../Price/priceFixtures.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductCardSkeleton } from './ProductCardSkeleton.tsx';

const picture = (name: string) => (width: number) => `/images/w${width}/${name}.webp`;

const base = {
  name: 'Oslo sofa',
  href: '/produkt/oslo',
  price: { amount: 1_899_000, originalAmount: 2_399_000, currency: czkFormat },
};

describe('ProductCard', () => {
  it('is one article whose only link is the name, to the product page', () => {
    render(<ProductCard {...base} headingLevel={2} />);
    const article = screen.getByRole('article');
    const links = within(article).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/produkt/oslo');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Oslo sofa');
  });

  it('shows the struck original price, labelled, and the spec §9 price layout', () => {
    const { container } = render(
      <ProductCard {...base} labels={{ originalPrice: 'Původní cena' }} />,
    );
    expect(container.querySelector('s')?.textContent).toBe('Původní cena 23\u00a0990,00\u00a0Kč');
    expect(container.querySelector('[data-price-layout]')?.getAttribute('data-price-layout')).toBe(
      'medium',
    );
  });

  it('puts the discount over the picture and the other tags in their own list', () => {
    render(
      <ProductCard
        {...base}
        image={{ src: picture('oslo') }}
        tags={{ percentageDiscount: 20.8, freeDelivery: true, gift: true }}
        badges={[{ label: 'Novinka' }]}
        labels={{ discount: 'Sleva', freeDelivery: 'Doprava zdarma', gift: 'Dárek' }}
      />,
    );
    // The discount badge reads "Sleva −21 %"; it is not in the tag list.
    const discount = screen.getByText(
      (_, element) => element?.textContent === 'Sleva \u221221\u00a0%' && !element.closest('li'),
      { selector: 'span' },
    );
    expect(discount.closest('ul')).toBeNull();
    const tags = screen.getByRole('list');
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Doprava zdarma', 'Dárek', 'Novinka']);
  });

  it('renders no tag list when there are no tags', () => {
    render(<ProductCard {...base} tags={{ percentageDiscount: 0 }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('loads the picture lazily with a one-eighth placeholder, eagerly with priority', () => {
    const { container, rerender } = render(
      <ProductCard {...base} image={{ src: picture('oslo') }} />,
    );
    const [placeholder, main] = container.querySelectorAll('img');
    expect(placeholder?.getAttribute('src')).toBe('/images/w40/oslo.webp');
    expect(main?.getAttribute('loading')).toBe('lazy');
    expect(main?.getAttribute('srcset')).toContain('/images/w480/oslo.webp 480w');
    expect(main?.getAttribute('alt')).toBe('');
    rerender(<ProductCard {...base} image={{ src: picture('oslo') }} priority />);
    expect(container.querySelectorAll('img')[1]?.getAttribute('loading')).toBe('eager');
  });

  it('requests the hover picture only when a mouse enters the card', () => {
    const { container } = render(
      <ProductCard
        {...base}
        image={{ src: picture('oslo') }}
        hoverImage={{ src: picture('oslo-detail') }}
      />,
    );
    const hasDetail = () =>
      [...container.querySelectorAll('img')].some((img) => img.src.includes('oslo-detail'));
    expect(hasDetail()).toBe(false);
    fireEvent.pointerEnter(screen.getByRole('article'), { pointerType: 'touch' });
    expect(hasDetail()).toBe(false);
    fireEvent.pointerEnter(screen.getByRole('article'), { pointerType: 'mouse' });
    expect(hasDetail()).toBe(true);
  });

  it('caps the shown stock at the theme maximum', () => {
    render(
      <ProductCard
        {...base}
        availability={{ status: 'inStock', stock: 48, unit: 'ks' }}
        maxStock={5}
        labels={{ availability: { inStock: 'Skladem' } }}
      />,
    );
    expect(screen.getByText('Skladem').parentElement?.textContent).toContain('> 5\u00a0ks');
  });

  it('reads the rating and the review count as words', () => {
    render(<ProductCard {...base} rating={{ value: 90, count: 12 }} ratingMax={5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
  });

  it('shows the variants count and hides the pointer-only thumbnails from assistive tech', () => {
    const variants = Array.from({ length: 24 }, (_, index) => ({
      id: String(index),
      name: `Size ${index}`,
      href: `/produkt/oslo?variant_id=${index}`,
      active: index === 3,
    }));
    const { container } = render(<ProductCard {...base} variants={variants} />);
    expect(screen.getByText('24 variants')).toBeTruthy();
    const thumbs = container.querySelector('ul[aria-hidden="true"]');
    expect(thumbs?.querySelectorAll('a')).toHaveLength(6);
    expect(thumbs?.querySelector('a')?.getAttribute('tabindex')).toBe('-1');
    // Only one variant: nothing to choose, no box.
    const { container: single } = render(<ProductCard {...base} variants={variants.slice(0, 1)} />);
    expect(single.textContent).not.toContain('variant');
  });

  it('places the add-to-cart and wish-list slots (the heart beside the button when compact)', () => {
    const { rerender } = render(
      <ProductCard
        {...base}
        addToCart={<button type="submit">Do košíku</button>}
        wishList={<button type="button">Oblíbené</button>}
      />,
    );
    const cart = screen.getByRole('button', { name: 'Do košíku' });
    const heart = screen.getByRole('button', { name: 'Oblíbené' });
    expect(cart.parentElement).not.toBe(heart.parentElement);
    rerender(
      <ProductCard
        {...base}
        layout="compact"
        addToCart={<button type="submit">Do košíku</button>}
        wishList={<button type="button">Oblíbené</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Do košíku' }).parentElement).toBe(
      screen.getByRole('button', { name: 'Oblíbené' }).parentElement,
    );
  });

  it('has a skeleton in the same layout, hidden from assistive tech', () => {
    const { container } = render(<ProductCardSkeleton layout="list" />);
    const skeleton = container.firstElementChild;
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.getAttribute('data-layout')).toBe('list');
  });
});
