import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { themes } from '../themes/themes.css.ts';
import { Popover } from './Popover.tsx';

beforeAll(() => {
  // Radix measures the anchor with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Popover', () => {
  it('toggles from its trigger, moves focus in and returns it on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Popover
        label="Delivery options"
        trigger={<Button>Delivery</Button>}
        onOpenChange={onOpenChange}
      >
        <a href="/doprava">Shipping prices</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Delivery' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    const popover = screen.getByRole('dialog', { name: 'Delivery options' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(popover.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('renders a labelled close button only when a close label is given', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Popover label="Info" trigger={<Button>i</Button>} defaultOpen>
        Text
      </Popover>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    unmount();
    render(
      <Popover label="Info" trigger={<Button>i</Button>} defaultOpen closeLabel="Zavřít">
        Text
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('portals into the theme root of its trigger when that is nested', () => {
    render(
      <div className={themes.boca} data-testid="panel">
        <Popover label="Themed" trigger={<Button>Open</Button>} defaultOpen>
          Boca content
        </Popover>
      </div>,
    );
    const panel = screen.getByTestId('panel');
    expect(panel.contains(screen.getByRole('dialog', { name: 'Themed' }))).toBe(true);
  });
});
