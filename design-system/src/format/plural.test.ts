import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from './plural.ts';

describe('pluralForm', () => {
  it.each(['cs', 'sk', 'cs-CZ'])('follows the spec rule for %s: 0, 1, 2–4, 5+', (locale) => {
    expect([0, 1, 2, 3, 4, 5, 11, 22, 100].map((count) => pluralForm(count, locale))).toEqual([
      0, 1, 2, 2, 2, 3, 3, 3, 3,
    ]);
  });

  it('uses zero, one and other for English and unknown locales', () => {
    expect([0, 1, 2, 5, 21].map((count) => pluralForm(count, 'en'))).toEqual([0, 1, 2, 2, 2]);
    expect(pluralForm(7, 'de')).toBe(2);
  });

  it('uses the magnitude of negative counts and the last form for fractions', () => {
    expect(pluralForm(-3, 'cs')).toBe(2);
    expect(pluralForm(-1, 'en')).toBe(1);
    expect(pluralForm(2.5, 'cs')).toBe(3);
  });
});

describe('plural', () => {
  const kusy = ['žádný kus', 'kus', 'kusy', 'kusů'] as const;

  it('chooses the string for the count', () => {
    expect(plural(0, kusy, 'cs')).toBe('žádný kus');
    expect(plural(1, kusy, 'cs')).toBe('kus');
    expect(plural(3, kusy, 'sk')).toBe('kusy');
    expect(plural(5, kusy, 'cs')).toBe('kusů');
    expect(plural(5, ['no items', 'item', 'items'], 'en')).toBe('items');
  });

  it('falls back to the last form given when a form is missing', () => {
    expect(plural(7, ['none', 'one', 'few'], 'cs')).toBe('few');
    expect(plural(7, ['only'], 'en')).toBe('only');
  });
});
