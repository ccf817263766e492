import { describe, expect, it } from 'vitest';
import { cacheControlFor, privateNoStore, publicPageCache } from './cacheControl.ts';

describe('cacheControlFor', () => {
  it('lets shared caches keep anonymous pages', () => {
    expect(cacheControlFor({ method: 'GET', status: 200, personal: false })).toBe(publicPageCache);
    expect(publicPageCache).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('never shares personal pages, errors or form posts', () => {
    expect(cacheControlFor({ method: 'GET', status: 200, personal: true })).toBe(privateNoStore);
    expect(cacheControlFor({ method: 'GET', status: 404, personal: false })).toBe(privateNoStore);
    expect(cacheControlFor({ method: 'GET', status: 503, personal: false })).toBe(privateNoStore);
    expect(cacheControlFor({ method: 'POST', status: 200, personal: false })).toBe(privateNoStore);
  });

  it('leaves redirects alone', () => {
    expect(cacheControlFor({ method: 'GET', status: 301, personal: false })).toBeNull();
  });
});
