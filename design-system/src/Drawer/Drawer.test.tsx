import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Drawer } from './Drawer.tsx';
import { drawerSides } from './drawerVariants.ts';

describe('Drawer', () => {
  it('opens as a modal dialog named by its title and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    render(
      <Drawer
        title="Menu"
        side="left"
        trigger={<Button>Open menu</Button>}
        closeLabel="Zavřít menu"
      >
        <a href="/kategorie">Categories</a>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Zavřít menu' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from its close button with the default English label', async () => {
    const user = userEvent.setup();
    render(<Drawer title="Cart" defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('styles the left and right sides differently', () => {
    const classes = drawerSides.map((side) => {
      const { unmount } = render(<Drawer title="Filters" side={side} defaultOpen />);
      const className = screen.getByRole('dialog').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(drawerSides.length);
  });
});
