import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore.ts';

describe('createToastStore', () => {
  it('shows at most 4 toasts and queues the rest in order', () => {
    const store = createToastStore();
    for (const n of [1, 2, 3, 4, 5, 6]) store.add({ variant: 'info', title: `message ${n}` });

    const { visible, queued } = store.getSnapshot();
    expect(visible.map((item) => item.title)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
    ]);
    expect(queued).toBe(2);
  });

  it('promotes a queued toast when a visible one is dismissed', () => {
    const store = createToastStore();
    const ids = [1, 2, 3, 4, 5].map((n) => store.add({ variant: 'success', title: `m${n}` }));
    store.dismiss(ids[1] ?? '');

    const { visible, queued } = store.getSnapshot();
    expect(visible.map((item) => item.title)).toEqual(['m1', 'm3', 'm4', 'm5']);
    expect(queued).toBe(0);
  });

  it('defaults the duration to 5000 ms and keeps an explicit one', () => {
    const store = createToastStore();
    store.add({ variant: 'info', title: 'default' });
    store.add({ variant: 'danger', title: 'long', duration: 30000 });
    expect(store.getSnapshot().visible.map((item) => item.duration)).toEqual([5000, 30000]);
  });

  it('replaces a toast added again with the same id instead of stacking it', () => {
    const store = createToastStore();
    store.add({ id: 'offline', variant: 'warning', title: 'Offline' });
    store.add({ id: 'offline', variant: 'info', title: 'Back online' });
    expect(store.getSnapshot().visible).toEqual([
      {
        id: 'offline',
        variant: 'info',
        title: 'Back online',
        description: undefined,
        duration: 5000,
      },
    ]);
  });

  it('notifies subscribers with a new snapshot only when something changed', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();

    store.dismiss('unknown');
    store.clear();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);

    const id = store.add({ variant: 'info', title: 'hello' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);

    unsubscribe();
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().visible).toEqual([]);
  });

  it('honours a custom visible limit', () => {
    const store = createToastStore({ maxVisible: 1 });
    store.add({ variant: 'info', title: 'a' });
    store.add({ variant: 'info', title: 'b' });
    expect(store.getSnapshot()).toMatchObject({ visible: [{ title: 'a' }], queued: 1 });
  });
});
