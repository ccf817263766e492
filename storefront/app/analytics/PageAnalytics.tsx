import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../i18n/useLocale.ts';
import { useCurrentRoute } from '../routing/useCurrentRoute.ts';
import type { ConsentChoice } from './consent.ts';
import { pageTypeOf } from './pageType.ts';
import { reportSessionPart } from './sessionLoaded.ts';
import { getBrowserTracker, track } from './tracker.ts';

export interface PageAnalyticsProps {
  /** The stored cookie choice from the server, so Consent Mode starts with it. */
  consent: ConsentChoice | null;
  currency: string;
  /** What the shopper has to load: without a cart or a login, those parts are known at once. */
  hasCart: boolean;
  loggedIn: boolean;
  /** The header's cart as the server loaded it (null: empty or none). */
  cart: { itemsCount: number; totalWithTax: number } | null;
}

/** Starts the dataLayer and reports `site.page_view` for every navigation (spec §4). */
export function PageAnalytics({ consent, currency, hasCart, loggedIn, cart }: PageAnalyticsProps) {
  const { key, pathname, search } = useLocation();
  const route = useCurrentRoute();
  const locale = useLocale();
  const routeId = route?.id ?? '';
  const routeName = route?.name ?? '';

  // Reads the latest props without making them reasons to report again.
  const startTracker = useEffectEvent(() => getBrowserTracker()?.start(consent));
  const reportedKey = useRef<string | null>(null);
  const loadedReported = useRef(false);
  const reportPageView = useEffectEvent(() => {
    // Once per history entry, even when an effect runs twice (React's strict mode).
    if (reportedKey.current === key) return;
    reportedKey.current = key;
    track('site.page_view', {
      routeName,
      pageType: pageTypeOf(routeId),
      path: pathname + search,
      locale,
    });
    const info = { locale, currency, loggedIn };
    reportSessionPart('pageView', info);
    // The server loaded the cart and the user with the page: they are in once it shows (spec §4
    // start-up order), reported once per page load, not per navigation.
    if (!loadedReported.current) {
      loadedReported.current = true;
      if (hasCart) {
        track('cart.loaded', {
          itemsCount: cart?.itemsCount ?? 0,
          total: (cart?.totalWithTax ?? 0) / 100,
          currency,
        });
      }
      if (loggedIn) track('user.loaded', { loggedIn: true });
    }
    reportSessionPart('cart', info);
    reportSessionPart('user', info);
  });

  // The stored choice counts once, at the start; later choices arrive through setConsent.
  useEffect(() => startTracker(), []);
  // One page view per navigation (a new location key), not per re-render.
  useEffect(() => reportPageView(), [key]);

  return null;
}
