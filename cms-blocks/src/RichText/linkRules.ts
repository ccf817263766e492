/**
 * String rules for content links (spec §2 "Other routing facts"), shared by the rich-text link
 * mark, the button node and every block link. Safety (allowed schemes) is `safeUrl`'s job.
 */

const absolute = /^(?:https?:)?\/\/([^/?#\\]+)(.*)$/is;

function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/** A custom link to the shop itself becomes an app path: `https://www.shop.cz/kontakt` → `/kontakt`. */
export function stripStorefrontHost(href: string, storefrontHost: string | undefined): string {
  if (!storefrontHost) return href;
  const match = absolute.exec(href);
  if (!match) return href;
  const [, host = '', rest = ''] = match;
  if (bareHost(host) !== bareHost(storefrontHost)) return href;
  // Collapse leading slashes: "//en/x" left over would read as a protocol-relative host.
  return `/${rest.replace(/^[/\\]+/, '')}`;
}

/**
 * An internal link in canonical form: one leading slash, no doubled or trailing slashes (the
 * storefront drops trailing slashes by 301, docs/decisions/001), no empty query pairs.
 */
export function normalizeInternalHref(href: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const rawPath = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const rawQuery = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);

  const query = rawQuery
    .split('&')
    .filter((pair) => pair !== '' && !pair.startsWith('='))
    .join('&');
  // A bare query or anchor stays relative to the current page.
  if (rawPath === '' && (query !== '' || hash !== '')) return `${query ? `?${query}` : ''}${hash}`;

  const path = `/${rawPath}`.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
