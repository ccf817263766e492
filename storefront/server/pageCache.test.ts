import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { cacheStatusHeader, pageCacheKey, withPageCache } from './pageCache.ts';
import { memoryPageStore } from './pageStore.ts';

const publicPage = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const url = 'http://shop.test/produkt/kolo?variant_id=2';

function get(headers: Record<string, string> = {}, target = url) {
  return new Request(target, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
}

/** A handler that counts renders and answers what `answer` says. */
interface Answer {
  status?: number;
  headers?: Record<string, string>;
}

function app(answer: (n: number) => Answer = () => ({})) {
  const state = { renders: 0 };
  const handler = async () => {
    state.renders++;
    const init = answer(state.renders);
    return new Response(`<html>render ${state.renders}</html>`, {
      status: 200,
      ...init,
      headers: { 'Cache-Control': publicPage, 'Content-Type': 'text/html', ...init.headers },
    });
  };
  return { state, handler };
}

function cached(handler: (request: Request) => Promise<Response>, clock = { now: () => 0 }) {
  return withPageCache(handler, {
    store: memoryPageStore(1024 * 1024),
    theme: 'eshop',
    freshMs: 60_000,
    staleMs: 600_000,
    clock,
  });
}

describe('pageCacheKey', () => {
  it('renders for every shopper with a cookie of their own, a non-GET or a no-cache request', () => {
    for (const cookie of [
      'vitrina-cart-token=c1',
      'vitrina-auth-token=t1',
      'vitrina-user-variant=B',
      'vitrina-user-groups=vip',
      'vitrina-env-override=%7B%7D',
    ]) {
      expect(pageCacheKey(get({ cookie }), 'eshop'), cookie).toBeNull();
    }
    expect(pageCacheKey(new Request(url, { method: 'POST' }), 'eshop')).toBeNull();
    expect(pageCacheKey(get({ 'cache-control': 'no-cache' }), 'eshop')).toBeNull();
    expect(pageCacheKey(get({ pragma: 'no-cache' }), 'eshop')).toBeNull();
  });

  it('tells apart what an anonymous page depends on, and nothing else', () => {
    const plain = pageCacheKey(get(), 'eshop');
    expect(plain).not.toBeNull();
    expect(pageCacheKey(get({ cookie: 'vitrina-currency=EUR' }), 'eshop')).not.toBe(plain);
    expect(pageCacheKey(get({ cookie: 'vitrina-consent=all' }), 'eshop')).not.toBe(plain);
    expect(pageCacheKey(get(), 'boca')).not.toBe(plain);
    expect(pageCacheKey(get({}, 'http://shop.test/produkt/kolo'), 'eshop')).not.toBe(plain);
    expect(pageCacheKey(get({ 'x-forwarded-proto': 'https' }), 'eshop')).not.toBe(plain);
    // An analytics cookie the shop never reads does not split the cache.
    expect(pageCacheKey(get({ cookie: '_ga=GA1.1.1' }), 'eshop')).toBe(plain);
  });
});

describe('withPageCache', () => {
  it('renders once, then serves the stored page compressed as the client accepts', async () => {
    const { state, handler } = app();
    const serve = cached(handler);
    const first = await serve(get());
    expect(first.headers.get(cacheStatusHeader)).toBe('miss');
    const gzipped = await serve(get({ 'accept-encoding': 'gzip, br' }));
    expect(gzipped.headers.get(cacheStatusHeader)).toBe('hit');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(
      '<html>render 1</html>',
    );
    const plain = await serve(get({ 'accept-encoding': '' }));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<html>render 1</html>');
    expect(plain.headers.get('cache-control')).toBe(publicPage);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(state.renders).toBe(1);
  });

  it('gives every reply a nonce of its own, in the policy and in the page', async () => {
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const page = `<html><script nonce="${nonce}">1</script>${'<p>filler</p>'.repeat(500)}<script nonce="${nonce}">2</script></html>`;
    const serve = cached(
      async () =>
        new Response(page, {
          headers: {
            'Cache-Control': publicPage,
            'Content-Security-Policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          },
        }),
    );
    await (await serve(get())).text();
    const seen = new Set<string>();
    for (const encoding of ['gzip', 'gzip', '']) {
      const reply = await serve(get({ 'accept-encoding': encoding }));
      const fresh = /'nonce-([^']+)'/.exec(reply.headers.get('content-security-policy') ?? '')?.[1];
      const bytes = Buffer.from(await reply.arrayBuffer());
      const html = (encoding ? gunzipSync(bytes) : bytes).toString();
      expect(fresh).toBeDefined();
      expect(html).toBe(page.replaceAll(nonce, fresh!));
      seen.add(fresh!);
    }
    expect(seen.size).toBe(3);
    expect(seen.has(nonce)).toBe(false);
  });

  it('never stores a private page, an error or a page that sets a cookie', async () => {
    const answers: Answer[] = [
      { headers: { 'Cache-Control': 'private, no-store' } },
      { status: 404 },
      { headers: { 'Set-Cookie': 'vitrina-currency=EUR' } },
    ];
    for (const init of answers) {
      const { state, handler } = app(() => init);
      const serve = cached(handler);
      await (await serve(get())).text();
      await (await serve(get())).text();
      expect(state.renders, JSON.stringify(init)).toBe(2);
    }
  });

  it('renders for a shopper with a cart, whatever is stored', async () => {
    const { state, handler } = app();
    const serve = cached(handler);
    await serve(get());
    const personal = await serve(get({ cookie: 'vitrina-cart-token=c1' }));
    expect(personal.headers.get(cacheStatusHeader)).toBe('bypass');
    expect(state.renders).toBe(2);
  });

  it('shares one render between concurrent misses', async () => {
    const { state, handler } = app();
    const serve = cached(handler);
    const answers = await Promise.all([serve(get()), serve(get()), serve(get())]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(state.renders).toBe(1);
  });

  it('serves a stale page while re-rendering it, and renders anew when too old', async () => {
    let now = 0;
    const { state, handler } = app();
    const serve = cached(handler, { now: () => now });
    await serve(get());
    now = 61_000;
    const stale = await serve(get({ 'accept-encoding': '' }));
    expect(stale.headers.get(cacheStatusHeader)).toBe('stale');
    expect(await stale.text()).toBe('<html>render 1</html>');
    await vi.waitFor(async () =>
      expect(await (await serve(get({ 'accept-encoding': '' }))).text()).toBe(
        '<html>render 2</html>',
      ),
    );
    expect(state.renders).toBe(2);
    now = 61_000 + 661_000;
    const expired = await serve(get({ 'accept-encoding': '' }));
    expect(expired.headers.get(cacheStatusHeader)).toBe('miss');
    expect(state.renders).toBe(3);
  });
});
