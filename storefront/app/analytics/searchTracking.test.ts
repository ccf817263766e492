import { describe, expect, it } from 'vitest';
import { parseSearchTrackingMinLength, trackedSearchQuery } from './searchTracking.ts';

describe('search tracking', () => {
  it('reports a query from the minimum length on, whitespace collapsed', () => {
    expect(trackedSearchQuery('  kolo   do  lesa ', 1)).toBe('kolo do lesa');
    expect(trackedSearchQuery('k', 1)).toBe('k');
    expect(trackedSearchQuery('   ', 1)).toBeNull();
    expect(trackedSearchQuery('ko', 3)).toBeNull();
    expect(trackedSearchQuery('čaj', 3)).toBe('čaj');
  });

  it('takes the minimum from the environment, and the default for anything odd', () => {
    expect(parseSearchTrackingMinLength(undefined)).toBe(1);
    expect(parseSearchTrackingMinLength(' 3 ')).toBe(3);
    for (const odd of ['', '0', '-2', '2.5', 'abc', '1e9', '101']) {
      expect(parseSearchTrackingMinLength(odd)).toBe(1);
    }
  });
});
