import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../i18n/locale.ts';
import { currencyAtom, localeAtom } from './session.atoms.ts';
import { getQueryClient } from './queryClient.ts';
import { useDehydratedState } from './useDehydratedState.ts';

interface AppProvidersProps {
  locale: Locale;
  currency: string;
  children: ReactNode;
}

/** Query cache, hydrated server data and a Jotai store that belongs to this render only. */
export function AppProviders({ locale, currency, children }: AppProvidersProps) {
  const [queryClient] = useState(getQueryClient);
  const [store] = useState(() => createStore());
  const dehydratedState = useDehydratedState();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <JotaiProvider store={store}>
          <HydrateSessionAtoms queryClient={queryClient} locale={locale} currency={currency}>
            {children}
          </HydrateSessionAtoms>
        </JotaiProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

function HydrateSessionAtoms(props: {
  queryClient: QueryClient;
  locale: Locale;
  currency: string;
  children: ReactNode;
}) {
  useHydrateAtoms([
    [queryClientAtom, props.queryClient],
    [localeAtom, props.locale],
    [currencyAtom, props.currency],
  ] as const);
  return props.children;
}
