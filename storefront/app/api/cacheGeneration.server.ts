/**
 * The invalidation generation of this storefront process (decision 230): part of the keys of the
 * full-page cache and of every shared cache of back-end answers, so a change the back end
 * announces turns all of them into misses. `server.ts` sets it from Redis; the React Router build
 * is a module graph of its own, hence a process-wide slot rather than a module variable.
 */
const slot = Symbol.for('vitrina.cacheGeneration');
const store = globalThis as { [slot]?: number };

export function cacheGeneration(): number {
  return store[slot] ?? 0;
}

export function setCacheGeneration(generation: number): void {
  store[slot] = generation;
}
