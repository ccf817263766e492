export const publicPageCache = 'public, max-age=60, stale-while-revalidate=600';
export const privateNoStore = 'private, no-store';

/**
 * Cache-Control of a rendered page or its data: anonymous successful pages may be shared for a
 * minute (served stale for ten while revalidating); anything personal or failed never is.
 * Redirects keep what the router gave them. Pages vary by cookie (currency, session).
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
