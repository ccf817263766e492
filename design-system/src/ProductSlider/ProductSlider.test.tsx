import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductSlider } from './ProductSlider.tsx';

describe('ProductSlider', () => {
  it('is a named, focusable list with one item per card', () => {
    render(
      <ProductSlider label="Doporučujeme" heading={<h2>Doporučujeme</h2>}>
        <article>A</article>
        <article>B</article>
        {null}
      </ProductSlider>,
    );
    const list = screen.getByRole('list', { name: 'Doporučujeme' });
    expect(list.getAttribute('tabindex')).toBe('0');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Doporučujeme');
  });
});
