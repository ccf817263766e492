import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './DropdownMenu.tsx';

beforeAll(() => {
  // Radix measures the anchor with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Menu({ onLogout = () => {} }: { onLogout?: () => void }) {
  return (
    <DropdownMenu trigger={<Button>Account</Button>}>
      <DropdownMenuLabel>Jana Nováková</DropdownMenuLabel>
      <DropdownMenuItem asChild>
        <a href="/orders">Orders</a>
      </DropdownMenuItem>
      <DropdownMenuItem disabled>Wishlist</DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="critical" onSelect={onLogout}>
        Log out
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard with focus on the first item and moves with arrows', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Orders' }));
    expect(menu.textContent).toContain('Jana Nováková');
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs onSelect on click and closes', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<Menu onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders link items as links and marks disabled ones', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const orders = screen.getByRole('menuitem', { name: 'Orders' });
    expect(orders.tagName).toBe('A');
    expect(orders.getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('menuitem', { name: 'Wishlist' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('leaves the page readable by default and hides it only in modal mode', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('menu');
    expect(container.getAttribute('aria-hidden')).toBeNull();
    unmount();

    const modal = render(
      <DropdownMenu trigger={<Button>More</Button>} modal>
        <DropdownMenuItem>Share</DropdownMenuItem>
      </DropdownMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'More', hidden: true }));
    await screen.findByRole('menu');
    expect(modal.container.getAttribute('aria-hidden')).toBe('true');
  });
});
