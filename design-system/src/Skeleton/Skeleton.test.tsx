import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('draws the requested number of text lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    const lines = Array.from(root.children) as HTMLElement[];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.style.width)).toEqual(['100%', '100%', '60%']);
  });

  it('sizes a box and a circle from numbers or CSS lengths', () => {
    const { container } = render(
      <>
        <Skeleton shape="box" height={200} width="50%" />
        <Skeleton shape="circle" width={48} />
      </>,
    );
    const [box, circle] = Array.from(container.children) as HTMLElement[];
    expect(box?.getAttribute('data-skeleton')).toBe('box');
    expect([box?.style.width, box?.style.height]).toEqual(['50%', '200px']);
    expect([circle?.style.width, circle?.style.height]).toEqual(['48px', '48px']);
    expect(circle?.getAttribute('aria-hidden')).toBe('true');
  });

  it('never renders zero lines', () => {
    const { container } = render(<Skeleton lines={0} />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});
