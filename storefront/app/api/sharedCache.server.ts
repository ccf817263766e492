import { LRUCache } from 'lru-cache';
import type { Locale } from '../i18n/locale.ts';
import type { ApiClient } from './apiClient.ts';
import { backendClient } from './backendClient.server.ts';
import { cacheGeneration } from './cacheGeneration.server.ts';

/**
 * What a shared answer may depend on: the headers every shopper of a kind sends alike. There is
 * no token here, so nothing cached can belong to one shopper.
 */
export interface Audience {
  locale: Locale;
  currency: string;
  userVariant?: string;
  userGroups: readonly string[];
  /** A back end the admin panel switched this browser to (by name); its answers are its own. */
  backend?: string;
}

export interface SharedCacheOptions<V> {
  /** Fetches the answer with a client that carries only the audience's headers. */
  load: (api: ApiClient) => Promise<V>;
  /** Most audiences kept; the least recently used go first. */
  max: number;
  /** How long an answer is fresh. */
  freshMs: number;
  /** How long after that it is still served while one request refreshes it in the background. */
  staleMs: number;
  /** A back-end call that takes longer is abandoned. */
  timeoutMs?: number;
  /** Milliseconds since some start; tests pass their own clock. */
  clock?: { now(): number };
}

interface Entry<V> {
  value: V;
  fetchedAt: number;
}

/**
 * A bounded in-process stale-while-revalidate cache of anonymous back-end answers (layout menus,
 * currencies), keyed by audience and the invalidation generation (decision 230: after a change
 * every audience waits for one fresh call). Concurrent misses share one call; a failed refresh
 * keeps the stale answer until `staleMs` runs out; with nothing cached, the failure reaches the
 * caller.
 */
export function sharedCache<V>(options: SharedCacheOptions<V>): (audience: Audience) => Promise<V> {
  const clock = options.clock ?? performance;
  const cache = new LRUCache<string, Entry<V>, Audience>({
    perf: clock,
    ttlResolution: 0,
    max: options.max,
    ttl: options.freshMs,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { signal, context }) => {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
      const api = backendClient(
        {
          locale: context.locale,
          currency: context.currency,
          userVariant: context.userVariant,
          userGroups: context.userGroups,
          backend: context.backend,
        },
        AbortSignal.any([signal, timeout]),
      );
      return { value: await options.load(api), fetchedAt: clock.now() };
    },
  });
  return async (audience) => {
    const key = audienceKey(audience);
    const cached = cache.get(key, { allowStale: true, noDeleteOnStaleGet: true });
    // Too old to serve even while refreshing: wait for a fresh answer.
    const tooOld = cached && clock.now() - cached.fetchedAt > options.freshMs + options.staleMs;
    const entry = await cache.fetch(key, { context: audience, allowStale: !tooOld });
    if (!entry) throw new Error('The shared cache returned nothing');
    return entry.value;
  };
}

/** The audience and the invalidation generation: a change the back end announces makes a miss. */
function audienceKey({ locale, currency, userVariant, userGroups, backend }: Audience): string {
  return JSON.stringify([
    cacheGeneration(),
    locale,
    currency,
    userVariant ?? '',
    [...userGroups].sort(),
    backend ?? '',
  ]);
}
