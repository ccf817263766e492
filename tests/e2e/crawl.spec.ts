import { expect, test, type APIRequestContext } from '@playwright/test';
import { publicOrigin, shopOrigin } from './shop.ts';

// Issues 15 and 16: crawling the shop from `/` and `/en` (every same-origin link) finds no 5xx and
// no broken internal link. Pages are read as a search engine reads them: HTML over HTTP, no
// JavaScript. To keep the crawl to a minute or two it samples by kind of page (the first path
// segment: `/produkt/…` is one kind, each top-level category its own): every kind linked from the
// pages read is requested, up to `requestsPerKind` different pages of it, and up to
// `readsPerKind` of those are read for more links, up to `maxDepth` links from the start. Every
// link of the header, footer and menus is requested that way; the sitemaps' URLs are checked one
// by one in content-seo.spec.ts.
const maxDepth = 3;
const readsPerKind = 2;
const requestsPerKind = 6;
// A path's query variants (filters, sorting, variants, paging) render the same page with other
// data: one of each path is requested.
const queriesPerPath = 1;
// What the shop links to but a crawler must not follow: posts only.
const skipped = [/^\/actions\//];
const parallel = 4;

/** The same-origin paths (with their queries) an HTML page links to, fragments dropped. */
function linksOf(html: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = raw!.replaceAll('&amp;', '&');
    if (/^(mailto|tel|javascript|data):/i.test(href)) continue;
    const url = new URL(href, shopOrigin);
    if (url.origin !== shopOrigin && url.origin !== publicOrigin) continue;
    if (skipped.some((pattern) => pattern.test(url.pathname))) continue;
    links.add(url.pathname + url.search);
  }
  return [...links];
}

/** What kind of page a path is, for sampling: `/produkt/x` → `produkt`, `/en/product/x` → `en/product`. */
function kindOf(link: string): string {
  const segments = link.split('?')[0]!.split('/').filter(Boolean);
  const own = segments[0] === 'en' ? 2 : 1;
  return segments.length > own ? segments.slice(0, own).join('/') : segments.join('/');
}

interface Visit {
  path: string;
  status: number;
  html: string | null;
}

async function visit(request: APIRequestContext, path: string, retry = true): Promise<Visit> {
  try {
    const response = await request.get(path, { maxRedirects: 5 });
    const html = response.headers()['content-type']?.includes('text/html')
      ? await response.text()
      : null;
    return { path, status: response.status(), html };
  } catch (error) {
    // A keep-alive connection the server closed as it was reused: a browser retries these too.
    if (retry && /ECONNRESET|socket hang up/.test(String(error)))
      return visit(request, path, false);
    throw error;
  }
}

// Both languages' home pages start one crawl: each links to the other language's pages anyway, so
// two crawls read the same pages twice.
const starts = ['/', '/en'];

test(`a crawl from ${starts.join(' and ')} finds no server error and no broken internal link`, async ({
  request,
}) => {
  test.setTimeout(600_000);
  // Where each path was first seen, to name the page with the broken link.
  const foundOn = new Map<string, string>(starts.map((start) => [start, '(start)']));
  const queries = new Map<string, number>();
  const reads = new Map<string, number>();
  const broken: string[] = [];
  const requested = new Map<string, number>();
  const worthRequesting = (link: string) => {
    const [path = link, query] = link.split('?');
    if (query !== undefined) {
      const seen = queries.get(path) ?? 0;
      queries.set(path, seen + 1);
      if (seen >= queriesPerPath) return false;
    }
    const kind = kindOf(link);
    const count = requested.get(kind) ?? 0;
    requested.set(kind, count + 1);
    return count < requestsPerKind;
  };
  const worthReading = (path: string) => {
    const kind = kindOf(path);
    const read = reads.get(kind) ?? 0;
    reads.set(kind, read + 1);
    return read < readsPerKind;
  };
  let level = starts;
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += parallel) {
      const visits = await Promise.all(
        level.slice(i, i + parallel).map((path) => visit(request, path)),
      );
      for (const { path, status, html } of visits) {
        if (status !== 200) broken.push(`${status} ${path} (linked from ${foundOn.get(path)})`);
        if (!html || depth >= maxDepth || !worthReading(path)) continue;
        for (const link of linksOf(html)) {
          if (foundOn.has(link) || !worthRequesting(link)) continue;
          foundOn.set(link, path);
          next.push(link);
        }
      }
    }
    level = next;
  }
  expect(broken).toEqual([]);
  // The crawl reached every kind of page the shop links to: categories, products, articles…
  expect(reads.size).toBeGreaterThan(20);
  expect(foundOn.size).toBeGreaterThan(100);
});
