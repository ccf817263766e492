import type { BrowserContext, Page } from '@playwright/test';
import { shopOrigin } from './shop.ts';

/** The consent cookie's name and values (storefront/app/analytics/consent.ts). */
export const consentCookie = 'vitrina-consent';
export const rejectedConsent = 'v1.a0.m0';

/** Answers the cookie dialog before the page opens, for journeys about something else. */
export async function withConsentAnswered(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: consentCookie, value: rejectedConsent, url: shopOrigin }]);
}

export interface DataLayerEntry {
  /** A gtag command (`['consent', 'default', {...}]`), or null for an event object. */
  command: unknown[] | null;
  event?: string;
  [field: string]: unknown;
}

/** window.dataLayer as plain values: gtag's Arguments objects become `command` arrays. */
export function readDataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { command: Array.from(entry as ArrayLike<unknown>) }
        : { command: null, ...(entry as Record<string, unknown>) },
    );
  });
}

export const eventsOf = (entries: DataLayerEntry[]) =>
  entries.filter((entry) => entry.command === null).map((entry) => entry.event);

/** Serious and critical axe violations, as readable lines. */
export function seriousViolations(results: {
  violations: { id: string; help: string; impact?: string | null }[];
}): string[] {
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`);
}
