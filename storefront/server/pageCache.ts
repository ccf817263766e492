import { log } from '../app/log.server.ts';
import { cookieNames, parseCookieHeader } from '../app/session/cookies.ts';
import { envOverrideCookieName } from '../app/session/envOverrides.ts';
import { preferenceCookieNames } from '../app/session/preferences.ts';
import { newNonce, spliceableGzip, withNonce } from './nonceSplice.ts';
import type { PageStore, StoredPage } from './pageStore.ts';

/** Cookies that make a page one shopper's own: with any of them the page is rendered for them. */
const personalCookies = [
  cookieNames.authToken,
  cookieNames.cartToken,
  cookieNames.userVariant,
  cookieNames.userGroups,
  envOverrideCookieName,
];
/** Cookies an anonymous page reads; their values are part of the key. */
const keyCookies = [cookieNames.currency, ...Object.values(preferenceCookieNames)];

/** Response headers that belong to one transfer, not to the page. */
const transferHeaders = new Set(['date', 'content-length', 'transfer-encoding', 'connection']);

export interface PageCacheOptions {
  store: PageStore;
  /** Theme of this process (VITRINA_THEME): processes sharing a Redis may differ. */
  theme: string;
  /**
   * The invalidation generation (decision 230), part of the key: when the back end announces a
   * change, every stored page becomes a miss on every process. Default: always 0.
   */
  generation?: () => number;
  /** As long as shared caches may keep the page (s-maxage). */
  freshMs: number;
  /** How long after that a stale page is still served while one request re-renders it. */
  staleMs: number;
  clock?: { now(): number };
}

export type CacheStatus = 'hit' | 'stale' | 'miss' | 'bypass';
export const cacheStatusHeader = 'X-Vitrina-Cache';

/**
 * The cache key of an anonymous GET, or null when the page must be rendered for this request:
 * another method, a shopper's own cookie, or a client asking to skip caches (`Cache-Control:
 * no-cache`, a hard reload; the bench's "uncached"). The key is the path and query, the cookies
 * anonymous pages read (currency, consent and closed banners), the theme, the protocol and the
 * invalidation generation.
 */
export function pageCacheKey(request: Request, theme: string, generation = 0): string | null {
  if (request.method !== 'GET') return null;
  const noCache = /\bno-cache\b/i;
  if (noCache.test(request.headers.get('cache-control') ?? '')) return null;
  if (noCache.test(request.headers.get('pragma') ?? '')) return null;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  if (personalCookies.some((name) => cookies.has(name))) return null;
  const url = new URL(request.url);
  const https = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim() ?? url.protocol;
  return JSON.stringify([
    `${url.pathname}${url.search}`,
    theme,
    generation,
    /https/i.test(https) ? 'https' : 'http',
    ...keyCookies.map((name) => cookies.get(name) ?? ''),
  ]);
}

/** Only an anonymous page the app itself calls public, and that sets no cookie, is shared. */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    /^public\b/.test(response.headers.get('cache-control') ?? '') &&
    !response.headers.has('set-cookie')
  );
}

async function toStoredPage(
  response: Response,
  raw: Buffer,
  now: number,
): Promise<StoredPage | null> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!transferHeaders.has(name)) headers.push([name, value]);
  });
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? null;
  const body = await spliceableGzip(raw, nonce);
  return body && { ...body, status: response.status, headers, nonce, storedAt: now };
}

/** The stored page with a nonce of its own, gzipped when the client takes it. */
function fromStoredPage(
  page: StoredPage,
  request: Request,
  status: CacheStatus,
  now: number,
): Response {
  const nonce = newNonce();
  const headers = new Headers(
    page.headers.map(([name, value]): [string, string] => [
      name,
      page.nonce ? value.replaceAll(page.nonce, nonce) : value,
    ]),
  );
  headers.set(cacheStatusHeader, status);
  headers.set('Age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  headers.append('Vary', 'Accept-Encoding');
  const { raw, gzip } = page.nonce ? withNonce(page, nonce) : page;
  const gzipped = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  if (gzipped) headers.set('Content-Encoding', 'gzip');
  const body = gzipped ? gzip : raw;
  headers.set('Content-Length', String(body.length));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: page.status,
    headers,
  });
}

/**
 * A full-page cache in front of the React Router handler for anonymous shoppers (decision 085):
 * fresh for `freshMs`, then served stale for `staleMs` while one request re-renders it in the
 * background; concurrent misses of one key share one render. Pages with a shopper's cookies,
 * non-GETs and pages the app marks private are always rendered and never stored.
 */
export function withPageCache(
  handler: (request: Request) => Promise<Response>,
  options: PageCacheOptions,
): (request: Request) => Promise<Response> {
  const clock = options.clock ?? Date;
  const renders = new Map<string, Promise<StoredPage | Response>>();

  /** Renders the page; stores and returns it when shareable, else returns the response as is. */
  async function render(key: string, request: Request): Promise<StoredPage | Response> {
    const response = await handler(request);
    if (!storable(response)) return response;
    const raw = Buffer.from(await response.arrayBuffer());
    const page = await toStoredPage(response, raw, clock.now());
    // A page whose nonce cannot be spliced is rendered every time rather than share a nonce.
    if (!page) return new Response(new Uint8Array(raw), response);
    await options.store
      .set(key, page, options.freshMs + options.staleMs)
      .catch((error: unknown) => log.error({ err: error }, '[page cache] store failed'));
    return page;
  }

  /** One render per key at a time; `owner` tells the caller that started it. */
  function shared(key: string, request: Request) {
    const running = renders.get(key);
    if (running) return { rendering: running, owner: false };
    const rendering = render(key, request).finally(() => renders.delete(key));
    renders.set(key, rendering);
    return { rendering, owner: true };
  }

  return async (request) => {
    const key = pageCacheKey(request, options.theme, options.generation?.() ?? 0);
    if (key === null) return marked(await handler(request), 'bypass');
    const cached = await options.store.get(key).catch((error: unknown) => {
      log.error({ err: error }, '[page cache] read failed');
      return undefined;
    });
    const now = clock.now();
    const age = cached ? now - cached.storedAt : Infinity;
    if (cached && age <= options.freshMs) return fromStoredPage(cached, request, 'hit', now);
    if (cached && age <= options.freshMs + options.staleMs) {
      if (!renders.has(key)) {
        // Re-rendered apart from this client's request, so its disconnect cannot abort it.
        const refresh = new Request(request.url, { headers: request.headers });
        shared(key, refresh)
          .rendering.then((result) => {
            if (result instanceof Response) void result.body?.cancel();
          })
          .catch((error: unknown) => log.error({ err: error }, '[page cache] refresh failed'));
      }
      return fromStoredPage(cached, request, 'stale', now);
    }
    const { rendering, owner } = shared(key, request);
    const rendered = await rendering;
    if (rendered instanceof Response) {
      // Not shareable after all (an error, a private page): a waiter renders its own answer.
      return owner ? marked(rendered, 'miss') : marked(await handler(request), 'bypass');
    }
    return fromStoredPage(rendered, request, 'miss', now);
  };
}

function marked(response: Response, status: CacheStatus): Response {
  try {
    response.headers.set(cacheStatusHeader, status);
  } catch {
    // Headers of a Response.redirect() are immutable; the marker is only informative.
  }
  return response;
}
