import { describe, expect, it } from 'vitest';
import { matchPathInLocale, switchLocalePath } from './switchLocale.ts';

describe('switchLocalePath', () => {
  it('maps a page to the same page in the other language', () => {
    expect(switchLocalePath('checkout___cs', {}, 'en')).toBe('/en/cart');
    expect(switchLocalePath('checkout-methods___en', {}, 'cs')).toBe('/kosik/doprava-a-platba');
    expect(switchLocalePath('index___en', {}, 'cs')).toBe('/');
  });

  it('carries the parameters over', () => {
    expect(switchLocalePath('product-slug___cs', { slug: 'boty' }, 'en')).toBe('/en/product/boty');
    expect(switchLocalePath('user-orders-id___en', { id: '5' }, 'cs')).toBe(
      '/uzivatel/objednavky/5',
    );
  });

  it('keeps the slug of catch-all content', () => {
    expect(switchLocalePath('all___cs', { '*': 'obuv/panska' }, 'en')).toBe('/en/obuv/panska');
    expect(switchLocalePath('all___en', { '*': 'shoes' }, 'cs')).toBe('/shoes');
  });

  it('returns null for ids that are not pages or lack a parameter', () => {
    expect(switchLocalePath('root', {}, 'en')).toBeNull();
    expect(switchLocalePath('product-slug___cs', {}, 'en')).toBeNull();
  });
});

describe('matchPathInLocale', () => {
  it("uses the loader's per-language parameters where a page has them", () => {
    const match = {
      id: 'branch-slug___cs',
      params: { slug: 'praha-centrum' },
      loaderData: {
        localeParams: { cs: { slug: 'praha-centrum' }, en: { slug: 'prague-centre' } },
      },
    };
    expect(matchPathInLocale(match, 'en')).toBe('/en/branches/prague-centre');
    expect(matchPathInLocale(match, 'cs')).toBe('/vydejny/praha-centrum');
  });

  it('has no path in a language the page lacks, and keeps the parameters of other pages', () => {
    const czechOnly = {
      id: 'branch-slug___cs',
      params: { slug: 'jen-cesky' },
      loaderData: { localeParams: { cs: { slug: 'jen-cesky' } } },
    };
    expect(matchPathInLocale(czechOnly, 'en')).toBeNull();
    expect(matchPathInLocale({ id: 'product-slug___cs', params: { slug: 'boty' } }, 'en')).toBe(
      '/en/product/boty',
    );
  });
});
