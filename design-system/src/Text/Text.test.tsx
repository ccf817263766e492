import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';
import { textSizes, textTones, textWeights } from './textVariants.ts';

const classOf = (props: Parameters<typeof Text>[0]) => {
  const { unmount } = render(<Text {...props}>sample</Text>);
  const className = screen.getByText('sample').className;
  unmount();
  return className;
};

describe('Text', () => {
  it('renders a span by default and the element given by `as`', () => {
    render(
      <>
        <Text>inline</Text>
        <Text as="p">paragraph</Text>
      </>,
    );
    expect(screen.getByText('inline').tagName).toBe('SPAN');
    expect(screen.getByText('paragraph').tagName).toBe('P');
  });

  it.each([
    ['size', textSizes],
    ['tone', textTones],
    ['weight', textWeights],
  ] as const)('gives every %s its own class', (prop, values) => {
    const classes = values.map((value) => classOf({ [prop]: value }));
    expect(new Set(classes).size).toBe(values.length);
  });

  it('keeps a caller class and passes attributes through', () => {
    render(
      <Text className="extra" id="note">
        note
      </Text>,
    );
    const element = screen.getByText('note');
    expect(element.classList.contains('extra')).toBe(true);
    expect(element.id).toBe('note');
  });
});
