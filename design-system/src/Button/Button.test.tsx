import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Button } from './Button.tsx';
import { buttonColors, buttonSizes } from './buttonVariants.ts';

describe('Button', () => {
  it('renders a non-submitting <button> with its label', () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('gives every colour and every size its own class', () => {
    const classNameOf = (props: Parameters<typeof Button>[0]) => {
      const { unmount } = render(<Button {...props} />);
      const className = screen.getByRole('button').className;
      unmount();
      return className;
    };
    const colours = buttonColors.map((color) => classNameOf({ color, children: 'x' }));
    const sizes = buttonSizes.map((size) => classNameOf({ size, children: 'x' }));
    expect(new Set(colours).size).toBe(buttonColors.length);
    expect(new Set(sizes).size).toBe(buttonSizes.length);
  });

  it('marks itself busy while loading and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} iconLeft={<svg data-testid="cart-icon" />}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByTestId('cart-icon')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick when not loading', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders icons on both sides, hidden from assistive technology', () => {
    render(
      <Button iconLeft={<svg data-testid="left" />} iconRight={<svg data-testid="right" />}>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    const [first, , last] = Array.from(button.children);
    expect(first?.getAttribute('aria-hidden')).toBe('true');
    expect(first?.querySelector('[data-testid="left"]')).not.toBeNull();
    expect(last?.querySelector('[data-testid="right"]')).not.toBeNull();
  });

  it('renders a plain anchor for href without a LinkProvider', () => {
    render(<Button href="/kosik">Cart</Button>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/kosik');
  });

  it('renders the app link component from LinkProvider in link mode', () => {
    function RouterLink({ href, ...rest }: LinkComponentProps) {
      return <a data-router-link="" href={`/app${href}`} {...rest} />;
    }
    render(
      <LinkProvider component={RouterLink}>
        <Button href="/cart" color="outline" loading>
          Cart
        </Button>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(link.getAttribute('href')).toBe('/app/cart');
    expect(link.getAttribute('aria-busy')).toBe('true');
  });

  it('merges its styling into a single child with asChild', () => {
    render(
      <Button asChild size="small" iconRight={<svg data-testid="arrow" />}>
        <a href="/more">More</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'More' });
    expect(link.getAttribute('href')).toBe('/more');
    expect(link.className).not.toBe('');
    expect(link.querySelector('[data-testid="arrow"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
