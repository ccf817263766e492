import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  consentModeSignals,
  formatConsent,
  parseConsent,
  rejectAll,
} from './consent.ts';

describe('consent cookie value', () => {
  it('round-trips every choice', () => {
    for (const choice of [
      acceptAll,
      rejectAll,
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
    ]) {
      expect(parseConsent(formatConsent(choice))).toEqual(choice);
    }
  });

  it('treats a missing, foreign or future-versioned value as no choice', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('v2.a1.m1.p1')).toBeNull();
    expect(parseConsent('v1.a1.m1;evil')).toBeNull();
  });
});

describe('consentModeSignals', () => {
  it('denies every optional signal before a choice and after rejecting', () => {
    for (const choice of [null, rejectAll]) {
      expect(consentModeSignals(choice)).toEqual({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
      });
    }
  });

  it('grants analytics and advertising separately', () => {
    const analyticsOnly = consentModeSignals({ analytics: true, marketing: false });
    expect(analyticsOnly.analytics_storage).toBe('granted');
    expect(analyticsOnly.ad_storage).toBe('denied');
    const marketingOnly = consentModeSignals({ analytics: false, marketing: true });
    expect(marketingOnly.analytics_storage).toBe('denied');
    expect(marketingOnly.ad_user_data).toBe('granted');
    expect(marketingOnly.ad_personalization).toBe('granted');
  });
});
