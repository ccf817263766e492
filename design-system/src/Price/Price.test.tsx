import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price.tsx';
import { czkFormat, eurFormat } from './priceFixtures.ts';
import { priceSizes } from './priceVariants.ts';

const nbsp = '\u00a0';

describe('Price', () => {
  it('renders the formatted amount', () => {
    const { container } = render(<Price amount={150000} currency={czkFormat} />);
    expect(container.textContent).toBe(`1${nbsp}500,00${nbsp}Kč`);
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the original price through when discounted, with a hidden label', () => {
    const { container } = render(
      <Price
        amount={1000}
        originalAmount={1250}
        originalLabel="Original price"
        currency={eurFormat}
      />,
    );
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Original price €12.50');
    expect(screen.getByText('Original price').tagName).toBe('SPAN');
    expect(screen.getByText('€10.00')).toBeDefined();
  });

  it('does not strike through an original price that is not higher', () => {
    const { container } = render(
      <Price amount={1250} originalAmount={1250} currency={eurFormat} />,
    );
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the free text for 0 and the VAT label slot', () => {
    render(<Price amount={0} freeText="Zdarma" vatLabel="s DPH" currency={czkFormat} />);
    expect(screen.getByText('Zdarma')).toBeDefined();
    expect(screen.getByText('s DPH')).toBeDefined();
  });

  it('gives every size its own class', () => {
    const { container } = render(
      <>
        {priceSizes.map((size) => (
          <Price key={size} size={size} amount={100} currency={eurFormat} />
        ))}
      </>,
    );
    const classes = Array.from(container.children, (element) => element.className);
    expect(new Set(classes).size).toBe(priceSizes.length);
  });
});
