import { describe, expect, it } from 'vitest';
import { routePath, type RouteParams } from './routePath.ts';
import { parseRouteId, routeId, routeOfPattern } from './routeIds.ts';

describe('routePath', () => {
  it('builds paths without parameters in both locales', () => {
    expect(routePath('index', {}, 'cs')).toBe('/');
    expect(routePath('index', {}, 'en')).toBe('/en');
    expect(routePath('checkout', {}, 'cs')).toBe('/kosik');
    expect(routePath('checkout-info', {}, 'en')).toBe('/en/cart/delivery-details');
  });

  it('fills and encodes parameters', () => {
    expect(routePath('product-slug', { slug: 'boty-42' }, 'cs')).toBe('/produkt/boty-42');
    expect(routePath('user-orders-id', { id: 17 }, 'en')).toBe('/en/user/orders/17');
    expect(routePath('page-slug', { slug: 'a b/c' }, 'cs')).toBe('/stranka/a%20b%2Fc');
  });

  it('keeps the slashes of a catch-all slug', () => {
    expect(routePath('all', { slug: 'obuv/panska' }, 'cs')).toBe('/obuv/panska');
    expect(routePath('all', { slug: '/obuv' }, 'en')).toBe('/en/obuv');
  });

  it('throws on a missing or empty parameter', () => {
    const missing = {} as RouteParams<'product-slug'>;
    expect(() => routePath('product-slug', missing, 'cs')).toThrow(/Missing parameter "slug"/);
    expect(() => routePath('branch-slug', { slug: '' }, 'en')).toThrow(/branch-slug/);
  });

  it('throws on an unknown route name', () => {
    expect(() => routePath('nope' as 'index', {}, 'cs')).toThrow(/Unknown route/);
  });
});

describe('route ids', () => {
  it('round-trip name and locale', () => {
    expect(routeId('product-slug', 'cs')).toBe('product-slug___cs');
    expect(parseRouteId('all___en')).toEqual({ name: 'all', locale: 'en' });
    expect(parseRouteId('routes/pages')).toBeNull();
    expect(parseRouteId('nope___cs')).toBeNull();
    expect(parseRouteId('index___de')).toBeNull();
  });
});

describe('routeOfPattern', () => {
  it('finds the entry of a matched pattern in either language', () => {
    expect(routeOfPattern('kosik')?.name).toBe('checkout');
    expect(routeOfPattern('/en/cart')?.name).toBe('checkout');
    expect(routeOfPattern('vydejny/:slug')?.name).toBe('branch-slug');
    expect(routeOfPattern('/')?.name).toBe('index');
    expect(routeOfPattern('/en/*')?.name).toBe('all');
    expect(routeOfPattern('actions/set-currency')).toBeUndefined();
  });
});
