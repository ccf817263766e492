import { describe, expect, it } from 'vitest';
import { fillPath, toRoutePattern } from './endpoint.ts';
import { requestHeaders } from './headers.ts';

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/menu-object/{code}', { code: 'footer main/1' })).toBe(
      '/menu-object/footer%20main%2F1',
    );
  });
  it('throws on a missing parameter instead of calling a wrong URL', () => {
    expect(() => fillPath('/menu-object/{code}', {})).toThrow('Missing path parameter "code"');
    expect(() => fillPath('/menu-object/{code}', { code: '' })).toThrow('Missing path parameter');
  });
});

it('turns placeholders into route patterns', () => {
  expect(toRoutePattern('/user/shopping-lists/{id}/items/{itemId}')).toBe(
    '/user/shopping-lists/:id/items/:itemId',
  );
});

describe('requestHeaders', () => {
  it('sends locale, default locale and currency on every call', () => {
    expect(requestHeaders({ locale: 'en', currency: 'EUR' })).toEqual({
      'x-locale': 'en',
      'x-default-locale': 'cs',
      'x-currency': 'EUR',
    });
  });
  it('joins user groups with commas and adds the bearer token', () => {
    const headers = requestHeaders({
      locale: 'cs',
      currency: 'CZK',
      userGroups: ['VO', 'B2B'],
      authToken: 'abc',
      cartToken: 't1',
    });
    expect(headers['x-user-groups']).toBe('VO,B2B');
    expect(headers.authorization).toBe('Bearer abc');
    expect(headers['x-cart-token']).toBe('t1');
  });
});
