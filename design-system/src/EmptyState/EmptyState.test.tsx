import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('renders a heading, text, decorative icon and action', () => {
    const { container } = render(
      <EmptyState icon="cart" title="Your cart is empty" action={<a href="/">Start shopping</a>}>
        Add something you like.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Add something you like.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a heading level and leaves out what is not given', () => {
    const { container } = render(<EmptyState title="No results" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});
