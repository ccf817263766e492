import { describe, expect, it } from 'vitest';
import { matchesEveryPart } from './searchMatch.ts';

describe('matching a title by every query word', () => {
  it('ignores case and diacritics both ways', () => {
    expect(matchesEveryPart('Brněnka', ['brnenka'])).toBe(true);
    expect(matchesEveryPart('Kovarna Hajek', ['KOVÁRNA'])).toBe(true);
  });

  it('needs every word, and at least one', () => {
    expect(matchesEveryPart('Zlatý klas', ['zlat', 'klas'])).toBe(true);
    expect(matchesEveryPart('Zlatý klas', ['zlat', 'kos'])).toBe(false);
    expect(matchesEveryPart('Zlatý klas', [])).toBe(false);
  });
});
