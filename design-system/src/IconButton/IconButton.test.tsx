import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buttonColors, buttonSizes } from '../Button/buttonVariants.ts';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is a non-submitting button named by its label, with a decorative icon', () => {
    render(<IconButton icon="heart" label="Add to wishlist" />);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button.getAttribute('type')).toBe('button');
    const svg = button.querySelector('svg');
    expect(svg?.getAttribute('data-icon')).toBe('heart');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('calls onClick and forwards ref', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} icon="close" label="Close" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current?.tagName).toBe('BUTTON');
  });

  it('keeps its label as the name even if aria-label is passed too', () => {
    render(<IconButton icon="search" label="Search" aria-label="ignored" />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('gives every colour and size its own class', () => {
    const classOf = (props: Partial<Parameters<typeof IconButton>[0]>) => {
      const { unmount } = render(<IconButton icon="menu" label="Menu" {...props} />);
      const className = screen.getByRole('button').className;
      unmount();
      return className;
    };
    expect(new Set(buttonColors.map((color) => classOf({ color }))).size).toBe(buttonColors.length);
    expect(new Set(buttonSizes.map((size) => classOf({ size }))).size).toBe(buttonSizes.length);
  });
});
