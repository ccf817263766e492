import type { Locale } from '@vitrina/contracts';

export type { Locale };

/**
 * The contract's locales, repeated as plain constants: importing the contract's values would pull
 * zod into the browser bundle for two strings. locale.test.ts keeps both lists equal.
 */
export const locales = ['cs', 'en'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'cs';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Locale of a path: `/en` and `/en/...` are English, everything else Czech (the default). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : defaultLocale;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'cs' ? 'en' : 'cs';
}
