import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBackend } from '../../../testing/realBackend.ts';
import { resolveRequestContext } from '../../request/resolveRequestContext.server.ts';
import { postedPageUrl, reviewAction } from './review.server.ts';

let backend: Awaited<ReturnType<typeof startRealBackend>>;
let token: string;

beforeAll(async () => {
  backend = await startRealBackend();
  // The seeded demo shopper (backend/src/seed/data/demo-shopper.ts).
  const login = await fetch(`${backend.origin}/api/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'zakaznik@vitrina.localhost', password: 'Vitrina-demo-1' }),
  });
  token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
}, 300_000);

afterAll(() => backend?.stop());

/** Posts the review form to a product page as the demo shopper; answers where it goes back. */
async function post(fields: Record<string, string>, path = '/produkt/neco?reviews_page=2') {
  const request = new Request(`http://shop.example${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `vitrina-auth-token=${token}`,
    },
    body: new URLSearchParams(fields),
  });
  const context = await resolveRequestContext(request, new URL(request.url));
  const answer = await reviewAction(context, request);
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
}

async function reviewsOf(productId: number) {
  const answer = await fetch(`${backend.origin}/api/v1/products/${productId}/reviews?perPage=100`);
  return ((await answer.json()) as { data: { author: string; rating: number; review: string }[] })
    .data;
}

describe('the review form action', () => {
  it('publishes a review once; the second is refused; blank text is the 422 message', async () => {
    const productId = 3;
    const blank = await post({ productId: '3', stars: '4', review: '   ' });
    expect(blank).toBe('/produkt/neco?reviews_page=2&review=empty#reviews');

    const first = await post({ productId: '3', stars: '4', review: 'Pohodlné, doporučuji.' });
    expect(first).toBe('/produkt/neco?reviews_page=2&review=success#reviews');
    const reviews = await reviewsOf(productId);
    expect(reviews).toContainEqual(
      expect.objectContaining({ author: 'Jana Z.', rating: 80, review: 'Pohodlné, doporučuji.' }),
    );

    const again = await post({ productId: '3', stars: '5', review: 'Ještě jednou.' });
    expect(again).toBe('/produkt/neco?reviews_page=2&review=conflict#reviews');
    expect(await reviewsOf(productId)).toHaveLength(reviews.length);
  });

  it('refuses stars outside 1–5 and an unknown product without calling it a success', async () => {
    expect(await post({ productId: '3', stars: '6', review: 'Hezké' })).toContain('review=invalid');
    expect(await post({ productId: '3', review: 'Hezké' })).toContain('review=invalid');
    expect(await post({ productId: '999999', stars: '3', review: 'Hezké' }, '/en/product/x')).toBe(
      '/en/product/x?review=error#reviews',
    );
  });
});

describe('postedPageUrl', () => {
  it('is the page for a script’s `.data` submission and for a plain form post', () => {
    const page = (url: string) => postedPageUrl(new Request(url, { method: 'POST' })).href;
    expect(page('http://shop.example/en/product/tent.data?review=x')).toBe(
      'http://shop.example/en/product/tent?review=x',
    );
    expect(page('http://shop.example/produkt/stan')).toBe('http://shop.example/produkt/stan');
  });
});
