import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconNames } from './iconSet.ts';
import { iconSizes } from './iconVariants.ts';

describe('Icon', () => {
  it('has every icon the storefront and the CMS buttons need', () => {
    const required = [
      'arrow-left',
      'arrow-right',
      'goods',
      'search',
      'cart',
      'heart',
      'compare',
      'user',
      'close',
      'check',
      'chevron-down',
      'chevron-up',
      'chevron-left',
      'chevron-right',
      // The e-shop set: delivery, returns, status, contact, listing controls.
      'truck',
      'return',
      'info',
      'warning',
      'star',
      'filter',
      'trash',
      'phone',
      'mail',
      'map-pin',
      'clock',
      'store',
      'eye',
      'lock',
      'gift',
      'percent',
      'shield',
      'menu',
      'plus',
      'minus',
    ];
    expect(iconNames).toEqual(expect.arrayContaining(required));
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it('draws every icon as its own glyph', () => {
    const drawings = iconNames.map((name) => {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      const shapes = svg?.querySelectorAll('path, circle, rect, line, polyline, polygon');
      const drawing = svg?.innerHTML ?? '';
      unmount();
      expect(shapes?.length, name).toBeGreaterThan(0);
      expect(svg?.getAttribute('data-icon')).toBe(name);
      return drawing;
    });
    // Two names drawing the same glyph would be one icon under two names.
    expect(new Set(drawings).size).toBe(iconNames.length);
  });

  it('tells returns and delivery apart from arrows and carts', () => {
    const drawing = (name: (typeof iconNames)[number]) =>
      render(<Icon name={name} />).container.querySelector('svg')?.innerHTML;
    expect(drawing('return')).not.toBe(drawing('arrow-left'));
    expect(drawing('truck')).not.toBe(drawing('cart'));
  });

  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image with a name when labelled', () => {
    render(<Icon name="heart" label="Oblíbené" />);
    const image = screen.getByRole('img', { name: 'Oblíbené' });
    expect(image.hasAttribute('aria-hidden')).toBe(false);
  });

  it('gives every size its own class', () => {
    const { container } = render(
      <>
        {iconSizes.map((size) => (
          <Icon key={size} name="check" size={size} />
        ))}
      </>,
    );
    const classes = Array.from(container.querySelectorAll('svg'), (svg) =>
      svg.getAttribute('class'),
    );
    expect(new Set(classes).size).toBe(iconSizes.length);
  });
});
