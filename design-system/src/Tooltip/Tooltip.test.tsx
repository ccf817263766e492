import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

beforeAll(() => {
  // Radix measures the anchor with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Please select a variant">
        <Button aria-disabled="true">Add to cart</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Add to cart' });
    expect(document.activeElement).toBe(trigger);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Please select a variant');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover only after its delay', () => {
    vi.useFakeTimers();
    try {
      render(
        <Tooltip content="Compare products" delayDuration={300}>
          <Button>Compare</Button>
        </Tooltip>,
      );
      // Radix opens on pointermove from a mouse, then waits for the delay.
      fireEvent.pointerMove(screen.getByRole('button', { name: 'Compare' }), {
        pointerType: 'mouse',
      });
      act(() => vi.advanceTimersByTime(250));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(60));
      expect(screen.getByRole('tooltip').textContent).toBe('Compare products');
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be held open for screenshots and docs', () => {
    render(
      <Tooltip content="Not in stock" defaultOpen>
        <Button>Add to cart</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Not in stock');
  });
});
