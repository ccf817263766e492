import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (a cookie, local storage), read during render: null on the
 * server and while hydrating, so the server's HTML and the first browser render agree, then the
 * browser's value. It is re-read on every render, so it follows what the page itself changes.
 * `read` must return a primitive (a string), which React compares between renders.
 */
export function useBrowserValue(read: () => string | null): string | null {
  return useSyncExternalStore(noSubscription, read, () => null);
}
