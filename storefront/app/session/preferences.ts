import { parseConsent, type ConsentChoice } from '../analytics/consent.ts';
import { parseCookieHeader } from './cookies.ts';

/**
 * Cookies of the site furniture's choices (spec §3, "persisted client state"). They are written by
 * the page's script (and by a form post without JavaScript) and read by the server, so the first
 * HTML already leaves out a closed banner or a consent dialog already answered: nothing flashes.
 */
export const preferenceCookieNames = {
  consent: 'vitrina-consent',
  topBannerClosed: 'vitrina-top-banner-closed',
  entryModalsClosed: 'vitrina-entry-modals-closed',
} as const;

export type PreferenceCookie = keyof typeof preferenceCookieNames;

export interface Preferences {
  consent: ConsentChoice | null;
  /** lastModified of the top banner the shopper closed; a newer banner shows again. */
  topBannerClosed: string | null;
  /** Ids of the entry modals the shopper closed. */
  entryModalsClosed: string[];
}

export function readPreferences(header: string | null): Preferences {
  const cookies = parseCookieHeader(header);
  const text = (name: PreferenceCookie) => cookies.get(preferenceCookieNames[name]) ?? null;
  return {
    consent: parseConsent(text('consent')),
    topBannerClosed: text('topBannerClosed')?.slice(0, 64) || null,
    entryModalsClosed: (text('entryModalsClosed') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(isEntryModalId)
      .slice(0, 20),
  };
}

/** An entry modal's id as the cookie keeps it: letters, digits and `_ . : -`, up to 64. */
export function isEntryModalId(id: string): boolean {
  return /^[\w.:-]{1,64}$/.test(id);
}

/**
 * One preference cookie: a year, the whole site, SameSite=Lax. Not HttpOnly — the page's own
 * script writes it; it holds a choice, never a secret.
 */
export function preferenceCookie(name: PreferenceCookie, value: string, secure: boolean): string {
  const parts = [
    `${preferenceCookieNames[name]}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${60 * 60 * 24 * 365}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Writes a preference cookie from the browser (the same attributes as the server's). */
export function writePreferenceCookie(name: PreferenceCookie, value: string): void {
  document.cookie = preferenceCookie(name, value, location.protocol === 'https:');
}

/** The closed entry modals after closing `id` (most recent last, at most 20 kept). */
export function withClosedModal(closed: readonly string[], id: string): string[] {
  return [...closed.filter((each) => each !== id), id].slice(-20);
}
