import { describe, expect, it } from 'vitest';
import {
  sameAudience,
  sessionCookie,
  signedInCookies,
  signedOutCookies,
} from './sessionCookies.ts';

describe('session cookies', () => {
  it('keeps the token 7 days on the whole site, HttpOnly and SameSite=Lax, Secure over HTTPS', () => {
    const [token, variant, groups] = signedInCookies(
      't0k',
      { variant: null, groups: ['VO'] },
      true,
    );
    expect(token).toBe(
      'vitrina-auth-token=t0k; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly; Secure',
    );
    expect(groups).toBe(
      'vitrina-user-groups=VO; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly; Secure',
    );
    // No variant: the cookie is deleted rather than kept empty.
    expect(variant).toContain('Max-Age=0');
    expect(sessionCookie('a', 'b', false, 1)).not.toContain('Secure');
  });

  it('logout deletes token, variant and groups', () => {
    const cookies = signedOutCookies(false);
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
      'vitrina-auth-token',
      'vitrina-user-variant',
      'vitrina-user-groups',
    ]);
    for (const cookie of cookies) expect(cookie).toContain('Max-Age=0');
  });

  it('compares groups in any order and a missing variant with null', () => {
    expect(sameAudience({ userGroups: ['b', 'VO'] }, { variant: null, groups: ['VO', 'b'] })).toBe(
      true,
    );
    expect(sameAudience({ userGroups: [] }, { variant: null, groups: ['VO'] })).toBe(false);
    expect(sameAudience({ userVariant: 'x', userGroups: [] }, { variant: 'x', groups: [] })).toBe(
      true,
    );
  });
});
