import { describe, expect, it } from 'vitest';
import { isExternalHref, webUrl } from './externalHref.ts';

describe('isExternalHref', () => {
  it('follows the spec list', () => {
    for (const href of ['tel:+420', 'sms:1', 'geo:1,2', 'market://x', 'http://a.b']) {
      expect(isExternalHref(href)).toBe(true);
    }
    expect(isExternalHref('/kontakt')).toBe(false);
    expect(isExternalHref('kontakt?next=https%3A%2F%2Fx')).toBe(false);
  });
});

describe('webUrl', () => {
  it('keeps http(s) addresses and refuses other schemes and non-URLs', () => {
    expect(webUrl('https://facebook.com/vitrina')).toBe('https://facebook.com/vitrina');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('data:text/html,x')).toBeNull();
    expect(webUrl('not a url')).toBeNull();
    expect(webUrl(null)).toBeNull();
  });
});
