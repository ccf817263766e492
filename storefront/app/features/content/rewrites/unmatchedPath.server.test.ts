import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCurrencies, startFakeBackend } from '../../../../testing/fakeBackend.ts';
import { resolveRequestContext } from '../../../request/resolveRequestContext.server.ts';
import { resolveUnmatchedPath, splatOf } from './unmatchedPath.server.ts';

const redirects: Record<string, { redirectPath: string | null; status: 301 | 410 | null }> = {
  '/stary-kosik': { redirectPath: '/kosik', status: 301 },
  '/akce-2019': { redirectPath: null, status: 410 },
  '/ven': { redirectPath: '//evil.example/', status: 301 },
  '/en/old-cart': { redirectPath: '/en/cart', status: 301 },
};

/** What the catch-all's loader gets for a path: a thrown redirect or error response. */
async function outcome(path: string) {
  const url = new URL(`http://127.0.0.1${path}`);
  const context = await resolveRequestContext(new Request(url), url);
  try {
    await resolveUnmatchedPath(context, url);
    return { status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('location') };
    }
    return { status: (thrown as { init?: { status?: number } }).init?.status };
  }
}

describe('resolveUnmatchedPath', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  beforeAll(async () => {
    backend = await startFakeBackend((path) => {
      if (path === '/api/v1/currencies') return { status: 200, body: { data: demoCurrencies } };
      const url = new URL(path, 'http://x');
      if (url.pathname === '/content/redirect') {
        const answer = redirects[url.searchParams.get('path') ?? ''];
        return { status: 200, body: answer ?? { redirectPath: null, status: null } };
      }
      // No path is a rewrite here: the content server answers 404.
      return undefined;
    });
  });
  afterAll(() => backend.stop());

  it('redirects with 301 to the path the content server names, in either language', async () => {
    expect(await outcome('/stary-kosik')).toEqual({ status: 301, location: '/kosik' });
    expect(await outcome('/en/old-cart')).toEqual({ status: 301, location: '/en/cart' });
  });

  it('answers 410 for a gone path and 404 when nothing is defined', async () => {
    expect(await outcome('/akce-2019')).toEqual({ status: 410 });
    expect(await outcome('/nic')).toEqual({ status: 404 });
  });

  it('never redirects to another site', async () => {
    expect(await outcome('/ven')).toEqual({ status: 404 });
  });

  it('asks for the rewrite first, then the redirect, with the catch-all route and slug', async () => {
    backend.calls.length = 0;
    await outcome('/en/old-cart');
    const asked = backend.calls.map((call) => new URL(call.path, 'http://x'));
    expect(asked.map((url) => url.pathname)).toEqual(['/content/url-rewrite', '/content/redirect']);
    expect(Object.fromEntries(asked[1]!.searchParams)).toEqual({
      path: '/en/old-cart',
      route: 'all',
      slug: 'old-cart',
    });
  });
});

describe('splatOf', () => {
  it("gives the catch-all's slug of a path", () => {
    expect(splatOf('/en/terms-and-conditions', 'en')).toBe('terms-and-conditions');
    expect(splatOf('/o-nas/', 'cs')).toBe('o-nas');
  });
});
