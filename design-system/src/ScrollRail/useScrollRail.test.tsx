import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRailSelection, useScrollRail } from './useScrollRail.ts';

/** A three-item rail showing its state, with buttons asking for items. */
function Rail() {
  const { railRef, ready, count, index, scrollToIndex } = useScrollRail<HTMLDivElement>();
  const { current, go } = useRailSelection(index, scrollToIndex, count);
  return (
    <>
      <div ref={railRef}>
        <span>a</span>
        <span>b</span>
        <span>c</span>
      </div>
      <output>{`${ready ? 'ready' : 'static'} ${count} ${current}`}</output>
      <button type="button" onClick={() => go(current + 1)}>
        next
      </button>
      <button type="button" onClick={() => go(current - 1)}>
        previous
      </button>
    </>
  );
}

const state = () => screen.getByRole('status').textContent;

describe('useScrollRail and useRailSelection', () => {
  it('is ready once mounted, counting the items', () => {
    render(<Rail />);
    expect(state()).toBe('ready 3 0');
  });

  it('selects the asked-for item at once and wraps round at both ends', () => {
    render(<Rail />);
    fireEvent.click(screen.getByRole('button', { name: 'previous' }));
    expect(state()).toBe('ready 3 2');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(state()).toBe('ready 3 0');
  });
});
