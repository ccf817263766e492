import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Availability } from './Availability.tsx';
import { displayedStock } from './displayedStock.ts';

describe('displayedStock', () => {
  it('caps the figure at the theme maximum', () => {
    expect(displayedStock(12, 5)).toEqual({ count: 5, capped: true });
    expect(displayedStock(5, 5)).toEqual({ count: 5, capped: false });
    expect(displayedStock(3, 5)).toEqual({ count: 3, capped: false });
  });

  it('treats a maximum of 0 or none as no cap', () => {
    expect(displayedStock(120, 0)).toEqual({ count: 120, capped: false });
    expect(displayedStock(120)).toEqual({ count: 120, capped: false });
  });

  it('shows nothing for unchecked, empty or odd stock', () => {
    expect(displayedStock(undefined, 5)).toBeNull();
    expect(displayedStock(0, 5)).toBeNull();
    expect(displayedStock(-2)).toBeNull();
    expect(displayedStock(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('Availability', () => {
  it('shows "In stock" with the capped count and an icon', () => {
    const { container } = render(<Availability status="inStock" stock={12} maxStock={5} />);
    expect(container.textContent).toBe('In stock> 5\u00a0pcs');
    expect(container.querySelector('svg[data-icon="check"]')).not.toBeNull();
  });

  it('shows the exact count under the cap, in the given unit and labels', () => {
    const { container } = render(
      <Availability
        status="inStock"
        stock={3}
        maxStock={5}
        unit="ks"
        labels={{ inStock: 'Skladem' }}
      />,
    );
    expect(screen.getByText('Skladem')).toBeDefined();
    expect(container.textContent).toBe('Skladem3\u00a0ks');
  });

  it('shows no count when stock is not checked', () => {
    const { container } = render(<Availability status="inStock" />);
    expect(container.textContent).toBe('In stock');
  });

  it('never shows a count when out of stock, and uses its own icon', () => {
    const { container } = render(<Availability status="outOfStock" stock={4} />);
    expect(container.textContent).toBe('Out of stock');
    expect(container.querySelector('svg[data-icon="close"]')).not.toBeNull();
  });

  it('shows the delivery text when on order', () => {
    render(<Availability status="onOrder" deliveryText="Delivery on Friday 28 Nov" />);
    expect(screen.getByText('On order')).toBeDefined();
    expect(screen.getByText('Delivery on Friday 28 Nov')).toBeDefined();
  });

  it('tells the three states apart by class, not only by text', () => {
    const classes = (['inStock', 'outOfStock', 'onOrder'] as const).map((status) => {
      const { container, unmount } = render(<Availability status={status} />);
      const className = container.firstElementChild?.className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(3);
  });
});
