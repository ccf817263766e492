import {
  searchMinLength as contractMinLength,
  searchQueryParts as contractParts,
} from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  pageCount,
  readSearchUrl,
  searchHref,
  searchMinLength,
  searchQueryParts,
} from './searchUrl.ts';

const read = (query: string) => readSearchUrl(new URLSearchParams(query));

describe('the search URL', () => {
  it('reads q, sort and page, with defaults for what is missing', () => {
    expect(read('q=k%C3%A1vovar&sort=price_asc&page=3')).toEqual({
      q: 'kávovar',
      sort: 'price_asc',
      page: 3,
    });
    expect(read('')).toEqual({ q: '', sort: 'relevance', page: 1 });
  });

  it('forgives hand-edited values instead of failing the page', () => {
    expect(read('q=a&sort=cheapest&page=2x').sort).toBe('relevance');
    for (const page of ['0', '-1', '1e3', '2x', '99999', ' 2']) {
      expect(read(`page=${encodeURIComponent(page)}`).page).toBe(1);
    }
  });

  it('trims and collapses the query and cuts it to the contract’s 100 characters', () => {
    expect(read('q=%20%20red%20%20%20kettle%20').q).toBe('red kettle');
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('builds one URL per page: defaults left out, the query encoded', () => {
    expect(searchHref('cs', { q: 'bílý & <b>', sort: 'relevance', page: 1 })).toBe(
      '/hledat?q=b%C3%ADl%C3%BD+%26+%3Cb%3E',
    );
    expect(searchHref('en', { q: 'kettle', sort: 'name', page: 2 })).toBe(
      '/en/search?q=kettle&sort=name&page=2',
    );
    expect(searchHref('cs', {})).toBe('/hledat');
  });

  it('round-trips a state through its URL', () => {
    const state = { q: 'červená konvice', sort: 'newest', page: 4 } as const;
    const href = searchHref('cs', state);
    expect(readSearchUrl(new URL(href, 'http://shop').searchParams)).toEqual(state);
  });

  it('searches only with a word of 3+ characters, like the back end', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('ab cd')).toBe(false);
    expect(isSearchable('ab čaj')).toBe(true);
    expect(searchQueryParts('  ab  čaj konvice ')).toEqual(['čaj', 'konvice']);
    // The browser copy must say what the contract says.
    expect(searchMinLength).toBe(contractMinLength);
    for (const q of ['ab čaj', 'x y z', ' konvice  na  čaj ', '🙂🙂🙂 ab']) {
      expect(searchQueryParts(q)).toEqual(contractParts(q));
    }
  });

  it('counts pages of ten', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(23)).toBe(3);
  });
});
