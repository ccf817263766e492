import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Divider } from './Divider.tsx';
import { dividerWeights } from './dividerVariants.ts';

describe('Divider', () => {
  it('is a separator', () => {
    render(<Divider />);
    expect(screen.getByRole('separator').tagName).toBe('HR');
  });

  it('gives each weight its own class', () => {
    render(
      <>
        {dividerWeights.map((weight) => (
          <Divider key={weight} weight={weight} />
        ))}
      </>,
    );
    const classes = screen.getAllByRole('separator').map((element) => element.className);
    expect(new Set(classes).size).toBe(dividerWeights.length);
  });
});
