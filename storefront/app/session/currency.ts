import { defaultCurrency } from '@vitrina/contracts';
import { cookieNames } from './cookies.ts';

/**
 * The shopper's currency: the cookie's code when the store sells in it, else the store's default
 * currency, else CZK. Case-insensitive, since the cookie is user input.
 */
export function resolveCurrency(
  cookieValue: string | undefined,
  available: readonly { code: string; isDefault?: boolean }[],
): string {
  const wanted = cookieValue?.trim().toUpperCase();
  const match = available.find((currency) => currency.code === wanted);
  if (match) return match.code;
  return available.find((currency) => currency.isDefault)?.code ?? defaultCurrency;
}

/** `Set-Cookie` for the chosen currency: a year, whole site, readable by no script. */
export function currencyCookie(code: string, secure: boolean): string {
  const parts = [
    `${cookieNames.currency}=${encodeURIComponent(code)}`,
    'Path=/',
    `Max-Age=${60 * 60 * 24 * 365}`,
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
