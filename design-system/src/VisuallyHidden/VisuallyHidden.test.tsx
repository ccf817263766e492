import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    const text = screen.getByText('Close');
    expect(text.tagName).toBe('SPAN');
    expect(text.className).not.toBe('');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDefined();
  });

  it('renders the requested element', () => {
    render(<VisuallyHidden as="h2">Filters</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeDefined();
  });
});
