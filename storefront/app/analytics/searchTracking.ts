import { useEffect, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import { track } from './tracker.ts';

/** Spec §4: search tracking fires from this many characters unless the shop says otherwise. */
export const defaultSearchTrackingMinLength = 1;

/**
 * SEARCH_TRACKING_MIN_LENGTH as a whole number from 1 to 100; anything else is the default, so
 * a typo in the environment never stops or floods the reports.
 */
export function parseSearchTrackingMinLength(setting: string | undefined): number {
  const value = Number(setting?.trim());
  return Number.isInteger(value) && value >= 1 && value <= 100
    ? value
    : defaultSearchTrackingMinLength;
}

/** The query as reported (whitespace collapsed), or null when it is shorter than the minimum. */
export function trackedSearchQuery(query: string, minLength: number): string | null {
  const text = query.replace(/\s+/g, ' ').trim();
  return [...text].length >= minLength ? text : null;
}

/**
 * Reports `search.query` once for each query that ran here (the results page, the header
 * dropdown), when it reaches the shop's minimum length (the root loader's
 * `searchTrackingMinLength`). `results` is what the search found, once known; the tracker sends
 * only with analytics consent and nothing on the server.
 */
export function useSearchTracking(query: string | null, results: number | undefined): void {
  const root = useRouteLoaderData('root') as { searchTrackingMinLength?: number } | undefined;
  const minLength = root?.searchTrackingMinLength ?? defaultSearchTrackingMinLength;
  const reported = useRef<string | null>(null);
  const tracked = query === null ? null : trackedSearchQuery(query, minLength);
  useEffect(() => {
    if (tracked === null || reported.current === tracked) return;
    reported.current = tracked;
    track('search.query', results === undefined ? { query: tracked } : { query: tracked, results });
    // Once per query: the same query on another page or in another order is the same search.
  }, [tracked]);
}
