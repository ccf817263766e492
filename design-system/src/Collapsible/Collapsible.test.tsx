import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Collapsible } from './Collapsible.tsx';

describe('Collapsible', () => {
  it('toggles its panel with a button that reports aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Collapsible title="Technical details" onOpenChange={onOpenChange}>
        Weight 120 g
      </Collapsible>,
    );
    const button = screen.getByRole('button', { name: 'Technical details' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Weight 120 g')).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByText('Weight 120 g').parentElement;
    expect(panel?.id).toBe(button.getAttribute('aria-controls'));
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Weight 120 g')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('starts open with defaultOpen and wraps the toggle in a heading when asked', () => {
    render(
      <Collapsible title="Shipping" defaultOpen headingLevel={3}>
        Free over 1500 CZK
      </Collapsible>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Shipping' });
    expect(heading.querySelector('button')).not.toBeNull();
    expect(screen.getByText('Free over 1500 CZK')).toBeTruthy();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Collapse all
          </button>
          <Collapsible title="Reviews" open={open} onOpenChange={setOpen}>
            Five stars
          </Collapsible>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('Five stars')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByText('Five stars')).toBeNull();
  });

  it('keeps a closed panel in the server HTML, hidden, with keepMounted', async () => {
    const html = renderToString(
      <Collapsible title="Returns" keepMounted>
        Within 30 days
      </Collapsible>,
    );
    expect(html).toContain('Within 30 days');
    expect(html).toMatch(/<div[^>]*hidden=""[^>]*>/);

    const user = userEvent.setup();
    render(
      <Collapsible title="Returns" keepMounted>
        Within 30 days
      </Collapsible>,
    );
    const panel = screen.getByText('Within 30 days', { selector: 'div' }).parentElement;
    expect(panel?.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Returns' }));
    expect(panel?.hidden).toBe(false);
  });
});
