/** Shared caches keep a page a minute and serve it stale for ten while they refetch; browsers revalidate. */
export const publicPageCache = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const privateNoStore = 'private, no-store';

/**
 * Cache-Control of a rendered page or its data: anonymous successful pages may be shared;
 * anything personal (the shopper's session, or a page of the shopper's own such as the cart) or
 * failed never is. Redirects keep what the router gave them. Pages vary by cookie (currency,
 * user variant and groups).
 */
export function cacheControlFor(input: {
  method: string;
  status: number;
  personal: boolean;
}): string | null {
  if (input.status >= 300 && input.status < 400) return null;
  const readOnly = input.method === 'GET' || input.method === 'HEAD';
  if (!readOnly || input.personal || input.status !== 200) return privateNoStore;
  return publicPageCache;
}
