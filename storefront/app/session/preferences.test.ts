import { describe, expect, it } from 'vitest';
import { preferenceCookie, readPreferences, withClosedModal } from './preferences.ts';

describe('readPreferences', () => {
  it('reads the consent, the closed banner and the closed modals', () => {
    const preferences = readPreferences(
      'vitrina-consent=v1.a1.m0; vitrina-top-banner-closed=2025-03-01T00%3A00%3A00.000Z; vitrina-entry-modals-closed=welcome%2Csale',
    );
    expect(preferences).toEqual({
      consent: { analytics: true, marketing: false },
      topBannerClosed: '2025-03-01T00:00:00.000Z',
      entryModalsClosed: ['welcome', 'sale'],
    });
  });

  it('has no choices without cookies and ignores malformed modal ids', () => {
    expect(readPreferences(null)).toEqual({
      consent: null,
      topBannerClosed: null,
      entryModalsClosed: [],
    });
    expect(
      readPreferences('vitrina-entry-modals-closed=ok%2C%3Cscript%3E%2C').entryModalsClosed,
    ).toEqual(['ok']);
  });
});

describe('preferenceCookie', () => {
  it('is a year-long, site-wide, Lax cookie, Secure over HTTPS', () => {
    expect(preferenceCookie('consent', 'v1.a0.m0', false)).toBe(
      'vitrina-consent=v1.a0.m0; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(preferenceCookie('consent', 'v1.a0.m0', true)).toMatch(/; Secure$/);
  });
});

describe('withClosedModal', () => {
  it('adds an id once and keeps the last 20', () => {
    expect(withClosedModal(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: 20 }, (_, index) => `m${index}`);
    expect(withClosedModal(many, 'new')).toHaveLength(20);
    expect(withClosedModal(many, 'new').at(-1)).toBe('new');
  });
});
