// Set by Vite (storefront, Storybook) and Vitest; absent elsewhere. Typed here rather than through
// vite/client so packages that type-check these sources need no extra ambient types.
export const isDev = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;
