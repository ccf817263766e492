import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toast } from './toast.ts';
import { Toaster } from './Toaster.tsx';
import { createToastStore } from './toastStore.ts';

const region = () => screen.getByRole('region', { name: /Notifications/ });

describe('Toaster', () => {
  it('shows queued toasts, four at a time', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) store.add({ variant: 'success', title: `Saved ${n}` });
    });
    const items = within(region()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]?.textContent).toContain('Saved 1');
  });

  it('closes a toast with its close button and shows the next queued one', () => {
    const store = createToastStore({ maxVisible: 1 });
    render(<Toaster store={store} closeLabel="Zavřít" />);
    act(() => {
      store.add({ variant: 'danger', title: 'Payment failed', description: 'Try another card' });
      store.add({ variant: 'info', title: 'Second' });
    });
    expect(within(region()).getByText('Try another card')).toBeTruthy();

    fireEvent.click(within(region()).getByRole('button', { name: 'Zavřít' }));

    expect(within(region()).queryByText('Payment failed')).toBeNull();
    expect(within(region()).getByText('Second')).toBeTruthy();
    expect(store.getSnapshot().visible.map((item) => item.title)).toEqual(['Second']);
  });

  it('shows toasts raised through the imperative API in the default Toaster', () => {
    render(<Toaster />);
    act(() => {
      toast.warning('Only 2 left in stock');
    });
    const item = within(region()).getByRole('listitem');
    expect(item.textContent).toContain('Only 2 left in stock');
    expect(item.getAttribute('data-variant')).toBe('warning');
    act(() => toast.clear());
    expect(within(region()).queryByRole('listitem')).toBeNull();
  });

  it('renders no toasts on the server, whatever the store holds', () => {
    const store = createToastStore();
    store.add({ variant: 'info', title: 'Client-only message' });
    const html = renderToString(<Toaster store={store} />);
    expect(html).not.toContain('Client-only message');
  });
});
