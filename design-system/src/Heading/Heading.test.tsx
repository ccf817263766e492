import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';
import { defaultHeadingVariant, headingLevels, headingVariants } from './headingVariants.ts';

describe('Heading', () => {
  it.each(headingLevels)('renders level %i as its <h> element', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`);
  });

  it('gives every visual variant its own class', () => {
    render(
      <>
        {headingVariants.map((variant) => (
          <Heading key={variant} level={2} variant={variant}>
            {`v${variant}`}
          </Heading>
        ))}
      </>,
    );
    const classes = screen.getAllByRole('heading').map((element) => element.className);
    expect(new Set(classes).size).toBe(headingVariants.length);
  });

  it('keeps the level when the look is changed, and looks like its level by default', () => {
    render(
      <>
        <Heading level={2} variant={4}>
          Styled small
        </Heading>
        <Heading level={4}>Plain four</Heading>
      </>,
    );
    const styled = screen.getByRole('heading', { name: 'Styled small' });
    expect(styled.tagName).toBe('H2');
    expect(styled.className).toBe(screen.getByRole('heading', { name: 'Plain four' }).className);
  });

  it('clamps levels without a size of their own', () => {
    expect(headingLevels.map(defaultHeadingVariant)).toEqual([2, 2, 3, 4, 5, 5]);
  });
});
