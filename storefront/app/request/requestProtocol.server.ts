import { serverEnv } from '../env.server.ts';

/**
 * Whether the shopper's browser reached the shop over HTTPS: the connection's own protocol, or
 * behind a reverse proxy (TRUST_PROXY) the last X-Forwarded-Proto, which the proxy nearest to us
 * sets. server.ts drops that header from peers that are not our proxies.
 */
export function usesHttps(request: Request, url: URL): boolean {
  if (url.protocol === 'https:') return true;
  if (!serverEnv().behindProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim();
  return forwarded?.toLowerCase() === 'https';
}
