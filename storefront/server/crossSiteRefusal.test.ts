import { describe, expect, it } from 'vitest';
import { refuseCrossSite } from './crossSiteRefusal.ts';

const origin = 'https://shop.example';
const handled: string[] = [];
const handler = refuseCrossSite(async (request) => {
  handled.push(`${request.method} ${new URL(request.url).pathname}`);
  return new Response('page');
}, origin);

const post = (headers: Record<string, string>) =>
  handler(
    new Request(`${origin}/kosik/doprava-a-platba`, { method: 'POST', headers, body: 'a=1' }),
  );

describe('refuseCrossSite', () => {
  it('answers a post from another site 403 with the error envelope, before the page runs', async () => {
    handled.length = 0;
    const refused = await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      data: { errors: [{ title: 'Cross-site request refused', code: 'forbidden' }] },
    });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect(handled).toEqual([]);
  });

  it("passes the shop's own posts and every read", async () => {
    handled.length = 0;
    expect((await post({ origin, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const read = await handler(
      new Request(`${origin}/kosik`, { headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(read.status).toBe(200);
    expect(handled).toEqual(['POST /kosik/doprava-a-platba', 'GET /kosik']);
  });
});
