import { describe, expect, it } from 'vitest';
import {
  compareIdsFromDocumentCookie,
  compareLimit,
  compareSetCookie,
  parseCompareIds,
  toggleCompare,
} from './compareIds.ts';

describe('parseCompareIds', () => {
  it('reads dot-separated ids and drops junk and repeats', () => {
    expect(parseCompareIds('12.5.40')).toEqual([12, 5, 40]);
    expect(parseCompareIds('12.x.-3.0.12.7')).toEqual([12, 7]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds('99999999999')).toEqual([]);
  });

  it('keeps the newest ids within the limit', () => {
    const many = Array.from({ length: compareLimit + 2 }, (_, i) => i + 1).join('.');
    expect(parseCompareIds(many)).toEqual(Array.from({ length: compareLimit }, (_, i) => i + 3));
  });
});

describe('toggleCompare (spec §4)', () => {
  it('adds at the end and removes', () => {
    expect(toggleCompare([1, 2], 3, 'add')).toEqual([1, 2, 3]);
    expect(toggleCompare([1, 2, 3], 2, 'remove')).toEqual([1, 3]);
  });

  it('adding twice keeps one entry, removing a missing id changes nothing', () => {
    expect(toggleCompare([1, 2], 1, 'add')).toEqual([2, 1]);
    expect(toggleCompare([1, 2], 5, 'remove')).toEqual([1, 2]);
  });

  it('drops the oldest when full', () => {
    const full = Array.from({ length: compareLimit }, (_, i) => i + 1);
    expect(toggleCompare(full, 100, 'add')).toEqual([...full.slice(1), 100]);
  });
});

describe('compare cookie', () => {
  it('round-trips through Set-Cookie and document.cookie', () => {
    const header = compareSetCookie([4, 9], false);
    expect(header).toContain('Path=/');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
    expect(header).not.toContain('HttpOnly');
    const pair = header.split(';')[0] ?? '';
    expect(compareIdsFromDocumentCookie(`a=b; ${pair}; c=d`)).toEqual([4, 9]);
  });

  it('is Secure over HTTPS and deleted when empty', () => {
    expect(compareSetCookie([1], true)).toContain('Secure');
    expect(compareSetCookie([], false)).toContain('Max-Age=0');
  });
});
