import type { ApiError } from '@vitrina/contracts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error of a refused cross-site request (403), wherever it is refused. */
export const crossSiteRefused: ApiError = {
  title: 'Cross-site request refused',
  code: 'forbidden',
};

/**
 * Whether a state-changing request comes from another site (a forged form post, CSRF).
 * Browsers say so in Sec-Fetch-Site; only `same-origin` (and `none`, a request the user typed)
 * pass. Older browsers send only Origin, which must be the shop's public origin or name the host
 * the request was sent to (a page cannot make a browser lie about either). A request with neither
 * header does not come from a browser, so it carries no shopper's cookies to abuse.
 */
export function isCrossSiteRequest(request: Request, url: URL, publicOrigin: string): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === publicOrigin) return false;
  return URL.parse(origin)?.host !== url.host;
}
