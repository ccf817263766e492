import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectPath('/en/cart?x=1')).toBe('/en/cart?x=1');
  });

  it('falls back for anything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'kosik',
      '/a\nb',
      null,
    ]) {
      expect(safeRedirectPath(value, '/en')).toBe('/en');
    }
  });
});
