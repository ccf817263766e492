import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';
import type { TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { value: 'description', label: 'Description', content: 'Porcelain, 80 ml' },
  { value: 'parameters', label: 'Parameters', content: 'Dishwasher safe' },
  { value: 'reviews', label: 'Reviews', content: 'No reviews yet', disabled: true },
  { value: 'delivery', label: 'Delivery', content: 'Ships in 2 days' },
];

describe('Tabs', () => {
  it('renders a labelled tab list with the first tab selected by default', () => {
    render(<Tabs label="Product details" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeTruthy();
    const first = screen.getByRole('tab', { name: 'Description' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(panel.textContent).toBe('Porcelain, 80 ml');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches with arrow keys, skipping disabled tabs, and jumps back with Home', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Product details" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Dishwasher safe');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Delivery' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Ships in 2 days');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'parameters',
      'delivery',
      'description',
    ]);
  });

  it('selects by click and honours a default value', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Product details" items={items} defaultValue="delivery" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Ships in 2 days');
    await user.click(screen.getByRole('tab', { name: 'Parameters' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Dishwasher safe');
  });

  it('follows a controlled value only', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Details" items={items} value="parameters" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Delivery' }));
    expect(onValueChange).toHaveBeenCalledWith('delivery');
    expect(screen.getByRole('tabpanel').textContent).toBe('Dishwasher safe');
  });
});
