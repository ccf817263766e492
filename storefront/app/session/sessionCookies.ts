import { cookieNames } from './cookies.ts';

/** Spec §6 and §9: the auth token, user variant and user groups cookies live 7 days. */
export const sessionCookieMaxAge = 60 * 60 * 24 * 7;

/**
 * One `Set-Cookie` for the whole site: HttpOnly (no script reads a token or a group), SameSite=Lax
 * (a second line behind the cross-site guard, decision 027), Secure when the shopper used HTTPS.
 * `maxAge` 0 deletes the cookie.
 */
export function sessionCookie(name: string, value: string, secure: boolean, maxAge: number) {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** What the signed-in shopper's cookies should say: their variant and groups (spec §6). */
export interface ShopperAudience {
  variant: string | null;
  groups: readonly string[];
}

/** Cookies after a login: the token, and the user's variant and groups (deleted when empty). */
export function signedInCookies(token: string, audience: ShopperAudience, secure: boolean) {
  return [sessionCookie(cookieNames.authToken, token, secure, sessionCookieMaxAge)].concat(
    audienceCookies(audience, secure),
  );
}

/** The variant and groups cookies for this audience; an empty one is deleted. */
export function audienceCookies(audience: ShopperAudience, secure: boolean): string[] {
  const groups = audience.groups.join(',');
  return [
    sessionCookie(
      cookieNames.userVariant,
      audience.variant ?? '',
      secure,
      audience.variant ? sessionCookieMaxAge : 0,
    ),
    sessionCookie(cookieNames.userGroups, groups, secure, groups ? sessionCookieMaxAge : 0),
  ];
}

/** Logout or a dead token: the token, variant and groups go (spec §4 logout, §8 user load 401). */
export function signedOutCookies(secure: boolean): string[] {
  return [cookieNames.authToken, cookieNames.userVariant, cookieNames.userGroups].map((name) =>
    sessionCookie(name, '', secure, 0),
  );
}

/** Whether the cookies the browser sent already say this audience (then nothing is re-sent). */
export function sameAudience(
  cookies: { userVariant?: string; userGroups: readonly string[] },
  audience: ShopperAudience,
): boolean {
  const sorted = (groups: readonly string[]) => [...groups].sort().join(',');
  return (
    (cookies.userVariant ?? null) === (audience.variant || null) &&
    sorted(cookies.userGroups) === sorted(audience.groups)
  );
}

/** Response headers that set these cookies (one `Set-Cookie` each). */
export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
