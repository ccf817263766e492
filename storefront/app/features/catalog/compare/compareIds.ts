/**
 * The compared products live in a cookie (spec §3 "Persisted client state"), so the compare page
 * renders on the server and the product page's toggle reads it in the browser. Not HttpOnly: it is
 * the shopper's own list of product ids, nothing secret, and the browser shows its state.
 */
export const compareCookieName = 'vitrina-compare';

/** More than this many columns are unreadable; the oldest product leaves when one more arrives. */
export const compareLimit = 8;

/** `12.5.40` → [12, 5, 40]: positive integers, no repeats, at most the limit. */
export function parseCompareIds(value: string | undefined | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split('.')) {
    if (!/^\d{1,10}$/.test(part)) continue;
    const id = Number(part);
    if (id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(-compareLimit);
}

/** Spec §4: a product is in or out; adding keeps the order of arrival and the limit. */
export function toggleCompare(
  ids: readonly number[],
  id: number,
  intent: 'add' | 'remove',
): number[] {
  const rest = ids.filter((existing) => existing !== id);
  return intent === 'add' ? [...rest, id].slice(-compareLimit) : rest;
}

/** The cookie's value in a browser, from `document.cookie`. */
export function compareIdsFromDocumentCookie(cookie: string): number[] {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${compareCookieName}=`));
  return parseCompareIds(entry?.slice(compareCookieName.length + 1));
}

/** Set-Cookie for the list: a year, the whole site, Lax, Secure over HTTPS; empty deletes it. */
export function compareSetCookie(ids: readonly number[], https: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', ...(https ? ['Secure'] : [])];
  if (ids.length === 0) return [`${compareCookieName}=`, 'Max-Age=0', ...attributes].join('; ');
  return [`${compareCookieName}=${ids.join('.')}`, 'Max-Age=31536000', ...attributes].join('; ');
}
