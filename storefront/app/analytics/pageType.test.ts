import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './pageType.ts';

describe('pageTypeOf', () => {
  it('follows the route-name rules of spec §4 in both languages', () => {
    expect(pageTypeOf('index___cs')).toBe('home');
    expect(pageTypeOf('index___en')).toBe('home');
    expect(pageTypeOf('search___en')).toBe('searchresults');
    expect(pageTypeOf('all___cs')).toBe('category');
  });

  it('calls every other page other, including names that merely start alike', () => {
    expect(pageTypeOf('branch-slug___cs')).toBe('other');
    expect(pageTypeOf('articleList___en')).toBe('other');
    expect(pageTypeOf('user-activate___cs')).toBe('other');
  });
});
