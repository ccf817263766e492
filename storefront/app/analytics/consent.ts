/** The shopper's cookie choice; strictly necessary cookies need none (spec §1, issue 16). */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;

/** `v1.a1.m0`: versioned, so a new category asks everyone again instead of guessing. */
const format = /^v1\.a([01])\.m([01])$/;

export function formatConsent(choice: ConsentChoice): string {
  return `v1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The stored choice, or null when there is none (or it is of an older or foreign shape). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = value ? format.exec(value) : null;
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

export const acceptAll: ConsentChoice = { analytics: true, marketing: true };
export const rejectAll: ConsentChoice = { analytics: false, marketing: false };

type Signal = 'granted' | 'denied';

/**
 * Google Consent Mode v2 signals for a choice: analytics storage follows the analytics category,
 * the three advertising signals the marketing one; security and functionality are necessary.
 * No choice yet means everything optional is denied.
 */
export function consentModeSignals(choice: ConsentChoice | null): Record<string, Signal> {
  const signal = (granted: boolean | undefined): Signal => (granted ? 'granted' : 'denied');
  return {
    ad_storage: signal(choice?.marketing),
    ad_user_data: signal(choice?.marketing),
    ad_personalization: signal(choice?.marketing),
    analytics_storage: signal(choice?.analytics),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}
