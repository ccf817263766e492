import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../styles/sprinkles.css.ts';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders a div by default and the chosen element with `as`', () => {
    const { container, rerender } = render(<Box>x</Box>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    rerender(<Box as="section">x</Box>);
    expect(container.firstElementChild?.tagName).toBe('SECTION');
  });

  it('turns sprinkle props into classes and keeps them off the DOM', () => {
    render(
      <Box
        data-testid="box"
        padding="large"
        background="surfaceSunken"
        borderRadius="card"
        display="flex"
        gap={{ base: 'small', md: 'large' }}
        className="extra"
        id="promo"
      >
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    const expected = sprinkles({
      padding: 'large',
      background: 'surfaceSunken',
      borderRadius: 'card',
      display: 'flex',
      gap: { base: 'small', md: 'large' },
    });
    for (const className of expected.split(' ')) expect(box.classList).toContain(className);
    expect(box.classList).toContain('extra');
    expect(box.id).toBe('promo');
    expect(box.hasAttribute('padding')).toBe(false);
    expect(box.hasAttribute('background')).toBe(false);
  });

  it('adds no class attribute when nothing is styled', () => {
    const { container } = render(<Box>x</Box>);
    expect(container.firstElementChild?.hasAttribute('class')).toBe(false);
  });
});
