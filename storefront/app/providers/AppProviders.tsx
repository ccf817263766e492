import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from './queryClient.ts';

/** Query cache and a Jotai store that belongs to this render only; atoms share the query cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  const [store] = useState(() => createStore());
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <HydrateQueryClientAtom queryClient={queryClient}>{children}</HydrateQueryClientAtom>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

function HydrateQueryClientAtom(props: { queryClient: QueryClient; children: ReactNode }) {
  useHydrateAtoms([[queryClientAtom, props.queryClient]] as const);
  return props.children;
}
