import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './crossSite.ts';

const shop = 'https://shop.example';
const url = new URL('http://shop.example/actions/set-currency');

function crossSite(method: string, headers: Record<string, string>) {
  return isCrossSiteRequest(new Request(url, { method, headers }), url, shop);
}

describe('isCrossSiteRequest', () => {
  it('lets every read through', () => {
    expect(
      crossSite('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
    ).toBe(false);
    expect(crossSite('HEAD', { 'sec-fetch-site': 'cross-site' })).toBe(false);
  });

  it('refuses posts that browsers mark as coming from elsewhere', () => {
    expect(crossSite('POST', { 'sec-fetch-site': 'cross-site' })).toBe(true);
    // A sibling subdomain is another site's page too.
    expect(crossSite('POST', { 'sec-fetch-site': 'same-site', origin: shop })).toBe(true);
    expect(crossSite('POST', { 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(crossSite('DELETE', { 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('falls back to Origin: the public origin or the host asked for', () => {
    expect(crossSite('POST', { origin: 'https://evil.example' })).toBe(true);
    expect(crossSite('POST', { origin: 'null' })).toBe(true);
    expect(crossSite('POST', { origin: shop })).toBe(false);
    expect(crossSite('POST', { origin: 'http://shop.example' })).toBe(false);
    expect(crossSite('PUT', { origin: 'https://shop.example.evil.example' })).toBe(true);
  });

  it('lets a client without browser headers through: it holds no shopper cookies to abuse', () => {
    expect(crossSite('POST', {})).toBe(false);
  });
});
