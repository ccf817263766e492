import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.tsx';
import type { AccordionItem } from './Accordion.tsx';

const items: AccordionItem[] = [
  { value: 'shipping', title: 'How long does shipping take?', content: 'Two working days.' },
  { value: 'returns', title: 'Can I return goods?', content: 'Within 14 days.' },
  { value: 'payment', title: 'How can I pay?', content: 'By card or transfer.' },
];

const toggle = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('puts each toggle in a heading of the given level, collapsed at first', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(toggle('Can I return goods?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Within 14 days.')).toBeNull();
  });

  it('opens one section at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Accordion items={items} onValueChange={onValueChange} />);
    await user.click(toggle('How long does shipping take?'));
    const region = screen.getByRole('region', { name: 'How long does shipping take?' });
    expect(region.textContent).toBe('Two working days.');
    await user.click(toggle('Can I return goods?'));
    expect(toggle('How long does shipping take?').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Can I return goods?').getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle('Can I return goods?'));
    expect(toggle('Can I return goods?').getAttribute('aria-expanded')).toBe('false');
    expect(onValueChange.mock.calls).toEqual([['shipping'], ['returns'], ['']]);
  });

  it('moves between toggles with arrow keys and toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(toggle('Can I return goods?'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(toggle('How can I pay?'));
    await user.keyboard('{Enter}');
    expect(toggle('How can I pay?').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(toggle('How can I pay?').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps several sections open in multiple mode', async () => {
    const user = userEvent.setup();
    render(<Accordion type="multiple" items={items} defaultValue={['shipping']} />);
    await user.click(toggle('How can I pay?'));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
