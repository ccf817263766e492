import * as contract from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLocale, isLocale, locales, localeFromPath, otherLocale } from './locale.ts';

describe('localeFromPath', () => {
  it('is English under /en and Czech everywhere else', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/cart')).toBe('en');
    expect(localeFromPath('/')).toBe('cs');
    expect(localeFromPath('/kosik')).toBe('cs');
    expect(localeFromPath('/entity')).toBe('cs');
    expect(localeFromPath('/english/en')).toBe('cs');
  });
});

describe('isLocale / otherLocale', () => {
  it('knows the two selectable locales', () => {
    expect(isLocale('cs')).toBe(true);
    expect(isLocale('sk')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(otherLocale('cs')).toBe('en');
    expect(otherLocale('en')).toBe('cs');
  });
});

describe('locale constants', () => {
  it('match the contract', () => {
    expect(locales).toEqual(contract.locales);
    expect(defaultLocale).toBe(contract.defaultLocale);
  });
});
