import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('renders the requested element with its children', () => {
    render(
      <Inline as="nav" aria-label="Tags">
        <a href="/a">A</a>
        <a href="/b">B</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Tags' }).children).toHaveLength(2);
  });

  it('changes class with gap and alignment', () => {
    const classOf = (props: Parameters<typeof Inline>[0]) => {
      const { container, unmount } = render(<Inline {...props} />);
      const className = container.firstElementChild?.className;
      unmount();
      return className;
    };
    const classes = [
      classOf({}),
      classOf({ gap: 'large' }),
      classOf({ align: 'center' }),
      classOf({ alignY: 'flex-start' }),
    ];
    expect(new Set(classes).size).toBe(classes.length);
  });
});
