import { describe, expect, it } from 'vitest';
import { hasPersonalSession, parseCookieHeader, readSessionCookies } from './cookies.ts';

describe('parseCookieHeader', () => {
  it('reads names and decoded values, first one wins', () => {
    const cookies = parseCookieHeader('a=1; b=x%20y; a=2; broken; c="q"');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('x y');
    expect(cookies.get('c')).toBe('q');
    expect(cookies.has('broken')).toBe(false);
  });

  it('survives a malformed escape', () => {
    expect(parseCookieHeader('a=%E0%A4%A').get('a')).toBe('%E0%A4%A');
  });
});

describe('readSessionCookies', () => {
  it('reads currency, variant, groups and tokens', () => {
    const session = readSessionCookies(
      'vitrina-currency=EUR; vitrina-user-variant=b2b; vitrina-user-groups=VO,%20vip,; ' +
        'vitrina-auth-token=t1; vitrina-cart-token=c1; other=1',
    );
    expect(session).toEqual({
      currency: 'EUR',
      userVariant: 'b2b',
      userGroups: ['VO', 'vip'],
      authToken: 't1',
      cartToken: 'c1',
    });
    expect(hasPersonalSession(session)).toBe(true);
  });

  it('treats a shopper without cookies as anonymous', () => {
    const session = readSessionCookies(null);
    expect(session).toEqual({ userGroups: [] });
    expect(hasPersonalSession(session)).toBe(false);
    expect(hasPersonalSession(readSessionCookies('vitrina-currency=EUR'))).toBe(false);
  });
});
