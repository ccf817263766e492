import type { AnalyticsEvent, AnalyticsPayload } from './analyticsEvents.ts';
import { consentModeSignals, type ConsentChoice } from './consent.ts';

/** Where the pushes go: `window` in the browser (a tag manager reads `window.dataLayer`). */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

export interface Tracker {
  /** Consent Mode defaults (everything optional denied), then the stored choice if there is one. */
  start(choice: ConsentChoice | null): void;
  /** The shopper chose: signal it, then send what waited (analytics) or forget it. */
  setConsent(choice: ConsentChoice): void;
  track<E extends AnalyticsEvent>(event: E, payload: AnalyticsPayload<E>): void;
}

/** Events kept while the shopper has not chosen yet; a page rarely makes more. */
const maxWaiting = 50;

/**
 * The dataLayer gate. Before the shopper chooses, nothing but the Consent Mode defaults reaches
 * the dataLayer; events wait in memory and are sent once analytics is accepted, or dropped when
 * it is refused. Every event counts as analytics (spec §4 lists measurement events only).
 */
export function createTracker(host: DataLayerHost): Tracker {
  let choice: ConsentChoice | null = null;
  let started = false;
  let waiting: Record<string, unknown>[] = [];
  const dataLayer = () => (host.dataLayer ??= []);

  // gtag's calling convention: tag managers recognise consent commands as Arguments objects.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- Consent Mode reads an Arguments object, not an array.
    dataLayer().push(arguments);
  }

  function send(entries: Record<string, unknown>[]) {
    for (const entry of entries) dataLayer().push(entry);
  }

  return {
    start(stored) {
      if (started) return;
      started = true;
      gtag('consent', 'default', { ...consentModeSignals(null), wait_for_update: 500 });
      if (stored) this.setConsent(stored);
    },
    setConsent(next) {
      choice = next;
      gtag('consent', 'update', consentModeSignals(next));
      if (next.analytics) send(waiting);
      waiting = [];
    },
    track(event, payload) {
      const entry = { event, ...payload };
      if (!choice) {
        if (waiting.length < maxWaiting) waiting.push(entry);
      } else if (choice.analytics) {
        send([entry]);
      }
    },
  };
}

let browserTracker: Tracker | null = null;

/** The page's tracker in the browser; null on the server, where nothing may be collected. */
export function getBrowserTracker(): Tracker | null {
  if (typeof window === 'undefined') return null;
  browserTracker ??= createTracker(window as unknown as DataLayerHost);
  return browserTracker;
}

/**
 * Reports an analytics event (spec §4) from anywhere in client code: a product list, the cart,
 * the checkout. Sent only as the shopper's consent allows; a no-op on the server.
 */
export function track<E extends AnalyticsEvent>(event: E, payload: AnalyticsPayload<E>): void {
  getBrowserTracker()?.track(event, payload);
}
