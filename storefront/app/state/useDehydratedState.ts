import type { DehydratedState } from '@tanstack/react-query';
import { useMatches } from 'react-router';

/**
 * Merges the `dehydratedState` that loaders return (`dehydrate(queryClient)`) across all matched
 * routes, so one HydrationBoundary in the root feeds every page.
 */
export function useDehydratedState(): DehydratedState | undefined {
  const states = useMatches()
    .map((match) => match.loaderData as { dehydratedState?: DehydratedState } | undefined)
    .map((data) => data?.dehydratedState)
    .filter((state): state is DehydratedState => Boolean(state));
  if (states.length === 0) return undefined;
  return {
    queries: states.flatMap((state) => state.queries),
    mutations: states.flatMap((state) => state.mutations),
  };
}
