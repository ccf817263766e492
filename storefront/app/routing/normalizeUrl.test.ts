import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalizeUrl.ts';

describe('normalizeUrl', () => {
  it('leaves a normal URL alone', () => {
    expect(normalizeUrl('/')).toBeNull();
    expect(normalizeUrl('/kosik')).toBeNull();
    expect(normalizeUrl('/hledat?q=Boty&page=2')).toBeNull();
  });

  it('drops fbclid and keeps the other parameters in order', () => {
    expect(normalizeUrl('/?fbclid=x&a=1')).toBe('/?a=1');
    expect(normalizeUrl('/hledat?b=2&fbclid=abc&a=1')).toBe('/hledat?b=2&a=1');
    expect(normalizeUrl('/kosik?fbclid=abc')).toBe('/kosik');
    expect(normalizeUrl('/x?fbclid=1&fbclid=2&q=%C4%8D')).toBe('/x?q=%C4%8D');
  });

  it('keeps a parameter that only resembles fbclid', () => {
    expect(normalizeUrl('/kosik?fbclid2=x')).toBeNull();
  });

  it('lowercases the path but not the query', () => {
    expect(normalizeUrl('/Kosik')).toBe('/kosik');
    expect(normalizeUrl('/EN/Cart?q=ABC')).toBe('/en/cart?q=ABC');
  });

  it('lowercases non-ASCII letters and keeps other escapes as they were', () => {
    expect(normalizeUrl('/%C4%8Cesko')).toBe('/%C4%8Desko');
    expect(normalizeUrl('/%c4%8desko')).toBeNull();
  });

  it('removes a trailing slash from paths longer than one character', () => {
    expect(normalizeUrl('/kosik/')).toBe('/kosik');
    expect(normalizeUrl('/en/')).toBe('/en');
    expect(normalizeUrl('/kosik//?a=1')).toBe('/kosik?a=1');
  });

  it('combines all rules into one target', () => {
    expect(normalizeUrl('/Kosik/?fbclid=x&a=1')).toBe('/kosik?a=1');
  });

  it('never produces a protocol-relative location', () => {
    expect(normalizeUrl('//Evil.example/')).toBe('/evil.example');
    expect(normalizeUrl('//')).toBe('/');
  });

  it('ignores static files', () => {
    expect(normalizeUrl('/assets/Root-AbC.js')).toBeNull();
    expect(normalizeUrl('/Favicon.ico')).toBeNull();
    expect(normalizeUrl('/robots.txt?fbclid=1')).toBeNull();
  });

  it('drops a hash fragment it cannot have received anyway', () => {
    expect(normalizeUrl('/Kosik#top')).toBe('/kosik');
  });
});
