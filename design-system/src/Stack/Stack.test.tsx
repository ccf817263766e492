import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../styles/sprinkles.css.ts';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders the requested element with its children', () => {
    render(
      <Stack as="ul" aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('applies the gap from the spacing scale, per breakpoint when responsive', () => {
    const { container } = render(<Stack gap={{ base: 'small', md: 'xlarge' }} />);
    const classes = container.firstElementChild?.classList;
    for (const expected of sprinkles({ rowGap: { base: 'small', md: 'xlarge' } }).split(' ')) {
      expect(classes?.contains(expected)).toBe(true);
    }
    const { container: other } = render(<Stack gap="small" />);
    expect(other.firstElementChild?.className).not.toBe(container.firstElementChild?.className);
  });
});
