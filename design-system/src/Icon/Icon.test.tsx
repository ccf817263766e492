import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconNames, iconPaths } from './iconPaths.ts';
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
    ];
    expect(iconNames).toEqual(expect.arrayContaining(required));
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it.each(iconNames)('draws %s with at least one path', (name) => {
    const { container } = render(<Icon name={name} />);
    const paths = container.querySelectorAll('path');
    expect(paths.length).toBe(iconPaths[name].length);
    expect(paths[0]?.getAttribute('d')).toBeTruthy();
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
