import { track } from './tracker.ts';

/** Spec §4: the session counts as loaded once the page view, the cart and the user are in. */
export type SessionPart = 'pageView' | 'cart' | 'user';
const parts: readonly SessionPart[] = ['pageView', 'cart', 'user'];

/** Calls `report` once, when every part has been marked (in any order, repeats ignored). */
export function createSessionReadiness(report: () => void) {
  const seen = new Set<SessionPart>();
  let reported = false;
  return {
    mark(part: SessionPart) {
      seen.add(part);
      if (!reported && parts.every((each) => seen.has(each))) {
        reported = true;
        report();
      }
    },
  };
}

export interface SessionInfo {
  locale: string;
  currency: string;
  loggedIn: boolean;
}

let browserSession: {
  readiness: ReturnType<typeof createSessionReadiness>;
  info: SessionInfo;
} | null = null;

/**
 * Marks a part of the session loaded in the browser; the last one reports `site.session_loaded`
 * once per page load. The layout marks all three: the server loads the cart and the user with the
 * page, so they are in when the first page view is reported.
 */
export function reportSessionPart(part: SessionPart, info?: SessionInfo): void {
  if (typeof window === 'undefined') return;
  if (!browserSession) {
    const session = {
      info: info ?? { locale: document.documentElement.lang, currency: '', loggedIn: false },
      readiness: createSessionReadiness(() => track('site.session_loaded', session.info)),
    };
    browserSession = session;
  } else if (info) {
    browserSession.info = info;
  }
  browserSession.readiness.mark(part);
}
