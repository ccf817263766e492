/** Cookie names of the storefront (the spec leaves them to us, section 9). */
export const cookieNames = {
  currency: 'vitrina-currency',
  userVariant: 'vitrina-user-variant',
  userGroups: 'vitrina-user-groups',
  authToken: 'vitrina-auth-token',
  cartToken: 'vitrina-cart-token',
  checkoutMethods: 'vitrina-checkout-methods',
} as const;

/** Parses a `Cookie` header; the first value of a repeated name wins, as browsers send the most specific first. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** What the shopper's cookies say about them; tokens are only ever read on the server. */
export interface SessionCookies {
  currency?: string;
  userVariant?: string;
  userGroups: string[];
  authToken?: string;
  cartToken?: string;
}

export function readSessionCookies(header: string | null): SessionCookies {
  const cookies = parseCookieHeader(header);
  const text = (name: string) => cookies.get(name)?.trim() || undefined;
  return {
    currency: text(cookieNames.currency),
    userVariant: text(cookieNames.userVariant),
    userGroups: (text(cookieNames.userGroups) ?? '')
      .split(',')
      .map((group) => group.trim())
      .filter(Boolean),
    authToken: text(cookieNames.authToken),
    cartToken: text(cookieNames.cartToken),
  };
}

/** Pages for a shopper with a session (logged in or with a cart) must never be shared by caches. */
export function hasPersonalSession(session: SessionCookies): boolean {
  return Boolean(session.authToken || session.cartToken);
}
