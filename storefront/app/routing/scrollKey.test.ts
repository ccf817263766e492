import { describe, expect, it } from 'vitest';
import { scrollRestorationKey } from './scrollKey.ts';

const at = (pathname: string, key: string, hash = '') => ({ pathname, key, hash });
const category = [
  { id: 'root', params: {} },
  { id: 'all___cs', params: { '*': 'kola' } },
];
const branch = [{ id: 'branch-slug___en', params: { slug: 'brno' } }];
const cart = [{ id: 'checkout___cs', params: {} }];

describe('scrollRestorationKey', () => {
  it('gives every entry of a page without a slug its own key (new pages start at the top)', () => {
    expect(scrollRestorationKey(at('/kosik', 'a1'), cart)).toBe('a1');
    expect(scrollRestorationKey(at('/kosik', 'b2'), cart)).toBe('b2');
  });

  it('shares one key within a slug page, so a filter or the next page keeps the position', () => {
    expect(scrollRestorationKey(at('/kola', 'a1'), category)).toBe('slug:/kola');
    expect(scrollRestorationKey(at('/kola', 'b2'), category)).toBe('slug:/kola');
    expect(scrollRestorationKey(at('/en/branches/brno', 'c3'), branch)).toBe(
      'slug:/en/branches/brno',
    );
  });

  it('keeps different slug pages apart', () => {
    expect(scrollRestorationKey(at('/kola', 'a1'), category)).not.toBe(
      scrollRestorationKey(at('/obuv', 'a2'), category),
    );
  });

  it('lets a hash scroll to its anchor', () => {
    expect(scrollRestorationKey(at('/kola', 'd4', '#filters'), category)).toBe('d4');
  });
});
