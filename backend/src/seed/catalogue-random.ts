/** A small seeded PRNG (mulberry32): the same seed gives the same sequence on every run. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    sample: <T>(items: readonly T[], count: number) => {
      const indexes = items.map((_, index) => index);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j] ?? 0, indexes[i] ?? 0];
      }
      const chosen = indexes.slice(0, count).sort((a, b) => a - b);
      return chosen.map((index) => items[index] as T);
    },
  };
}

/** A per-item seed, so item N is the same whatever chunk size generated it. */
export function itemSeed(base: number, index: number): number {
  return (Math.imul(index ^ base, 2654435761) ^ (index >>> 3)) >>> 0;
}
