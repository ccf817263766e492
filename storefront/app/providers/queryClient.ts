import { QueryClient } from '@tanstack/react-query';

function makeQueryClient(): QueryClient {
  // Data arrives hydrated from the server; refetching right after hydration would only repeat it.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
}

let browserQueryClient: QueryClient | undefined;

/** One client for the browser's lifetime; a fresh one per server render, never shared. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
