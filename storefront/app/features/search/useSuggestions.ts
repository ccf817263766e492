import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locale.ts';
import type { Suggestions } from './searchTypes.ts';
import { isSearchable } from './searchUrl.ts';

/** Spec §9: the dropdown asks 200 ms after the shopper stops typing. */
export const suggestionDelayMs = 200;

/**
 * Where the storefront answers the dropdown (routes.ts); the browser may only ask the shop. The
 * English path has the language prefix, which is how every request says its language.
 */
export function suggestionsPath(locale: Locale): string {
  return `${locale === 'en' ? '/en' : ''}/actions/search-suggestions`;
}

/** The value once it has stopped changing for `delayMs`. */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

async function fetchSuggestions(locale: Locale, q: string, signal: AbortSignal) {
  const params = new URLSearchParams({ q });
  const response = await fetch(`${suggestionsPath(locale)}?${params}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Suggestions answered ${response.status}`);
  return (await response.json()) as Suggestions;
}

/**
 * The dropdown's suggestions for what the shopper typed: asked only for a searchable query and
 * only after the typing pauses. TanStack Query passes each request an AbortSignal and aborts it
 * when the query changes before it answered, so a slow stale answer never overwrites a newer one;
 * answers are cached, so typing back to an earlier query shows it at once.
 */
export function useSuggestions(locale: Locale, input: string) {
  const q = useDebouncedValue(input.replace(/\s+/g, ' ').trim(), suggestionDelayMs);
  const enabled = isSearchable(q);
  const query = useQuery({
    queryKey: ['searchSuggestions', locale, q],
    queryFn: ({ signal }) => fetchSuggestions(locale, q, signal),
    enabled,
    // While the next answer loads, the last one stays (the list does not flash empty).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  return {
    suggestions: enabled ? (query.data ?? null) : null,
    failed: enabled && query.isError,
    loading: enabled && query.isFetching,
  };
}
