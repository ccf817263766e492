import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locales, renderBlocks } from '../../testing/renderBlocks.tsx';
import { Blocks } from '../Blocks/Blocks.tsx';
import { productBoxesFixture, productsFixture } from '../fixtures/catalogBlocks.ts';
import { blockDataFixture } from '../fixtures/data.ts';

describe('products block', () => {
  it.each(locales)(
    'products: resolved cards in editor order, unresolved ids skipped (%s)',
    (locale) => {
      renderBlocks([productsFixture[locale]], locale);
      const products = blockDataFixture[locale].products ?? {};
      const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(names).toEqual(['101', '102', '103'].map((id) => products[id]?.name));
      expect(screen.getByRole('link', { name: products['102']?.name })?.getAttribute('href')).toBe(
        products['102']?.url,
      );
      // Discounted price: the original is struck through and labelled for screen readers.
      const original = document.querySelector('s');
      expect(original?.textContent).toContain(
        locale === 'cs' ? 'Původní cena 399\u00a0Kč' : 'Original price €16.50',
      );
      expect(screen.getAllByText(locale === 'cs' ? 'Skladem' : 'In stock')).toHaveLength(2);
      expect(screen.getByText(locale === 'cs' ? /^12\sks$/ : /^12\spcs$/)).toBeTruthy();
      expect(screen.getByText(locale === 'cs' ? 'Na objednávku' : 'On order')).toBeTruthy();
      const all = screen.getByRole('link', {
        name: locale === 'cs' ? 'Všechny kávy' : 'All coffees',
      });
      expect(all?.getAttribute('href')).toBe(locale === 'cs' ? '/vsechny-kavy' : '/en/all-coffees');
    },
  );

  it('products: the cards can be passed in directly, and no cards means no block', () => {
    const product = blockDataFixture.en.products?.['104'];
    const { container, rerender } = render(
      <Blocks blocks={[productsFixture.en]} data={{}} locale="en" />,
    );
    expect(container.querySelector('section')).toBeNull();
    rerender(
      <Blocks
        blocks={[productBoxesFixture.en]}
        data={{ products: { '104': product! } }}
        locale="en"
      />,
    );
    expect(screen.getByRole('link', { name: 'Gift card' })?.getAttribute('href')).toBe(
      '/en/product/gift-card',
    );
  });
});

describe('products block: the design system product card', () => {
  it('shows the spec §9 tags, rating and variants count in the content locale', () => {
    renderBlocks([productsFixture.cs], 'cs');
    const card = screen.getByRole('link', { name: 'Espresso směs Brazílie' }).closest('article')!;
    expect(card.textContent).toContain('Sleva \u221213\u00a0%');
    expect(within(card).getByText('Doprava zdarma')).toBeTruthy();
    expect(within(card).getByText('3 varianty')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Hodnocení 4.6 z 5' })).toBeTruthy();
    expect(within(card).getByText('18 hodnocení')).toBeTruthy();
  });

  it("puts the app's add-to-cart and wish-list controls in every card", () => {
    render(
      <Blocks
        blocks={[productsFixture.en]}
        data={blockDataFixture.en}
        locale="en"
        productActions={(product) => ({
          addToCart: <button type="submit">{`Add ${product.name}`}</button>,
          wishList: <button type="button">{`Save ${product.id}`}</button>,
        })}
      />,
    );
    for (const id of ['101', '102', '103']) {
      const product = blockDataFixture.en.products?.[id];
      const card = screen.getByRole('link', { name: product?.name }).closest('article')!;
      expect(within(card).getByRole('button', { name: `Add ${product?.name}` })).toBeTruthy();
      expect(within(card).getByRole('button', { name: `Save ${id}` })).toBeTruthy();
    }
  });

  it('caps the shown stock and sets the star count from the theme settings', () => {
    render(
      <Blocks
        blocks={[productsFixture.cs]}
        data={blockDataFixture.cs}
        locale="cs"
        productBox={{ maxStock: 5, ratingStars: 10 }}
      />,
    );
    expect(screen.getByText(/^> 5\sks$/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Hodnocení 9.2 z 10' })).toBeTruthy();
  });

  it('drops unsafe variant links and pictures but keeps the card', () => {
    const product = blockDataFixture.en.products?.['101'];
    render(
      <Blocks
        blocks={[productsFixture.en]}
        data={{
          products: {
            '101': {
              ...product!,
              image: { url: 'javascript:alert(1)' },
              variants: [
                { id: 'a', name: 'A', url: 'javascript:alert(1)' },
                { id: 'b', name: 'B', url: '//evil.example' },
              ],
            },
          },
        }}
        locale="en"
      />,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByText('2 variants')).toBeTruthy();
  });
});
