import { describe, expect, it } from 'vitest';
import { BoundedCache } from './ares.cache.ts';

describe('BoundedCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000;
    const cache = new BoundedCache<string>(10, 500, () => now);
    cache.set('a', 'A');
    now = 1_499;
    expect(cache.get('a')).toBe('A');
    now = 1_500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest write beyond its size; a rewrite counts as new', () => {
    const cache = new BoundedCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
    expect(cache.size).toBe(2);
  });
});
