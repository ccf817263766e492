import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seriousViolations, withConsentAnswered } from './furniture.ts';

// Pages load product pictures through the image endpoint: slow on a shared machine.
test.beforeEach(() => {
  test.slow();
});

test('robots.txt names the sitemap index', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('User-agent: *');
  expect(body).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
});

test('the sitemap index lists a sitemap per language and type, each a valid urlset', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(sitemaps).toHaveLength(12);
  for (const path of sitemaps) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    expect(await response.text()).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    );
  }
});

// Every URL of the small sitemaps; of the product sitemaps (hundreds of URLs) the first 30 of each
// language, which is every kind of product URL the sitemap writes.
const sitemapChecks = [
  ['cs-pages', Infinity],
  ['en-pages', Infinity],
  ['cs-articles', Infinity],
  ['en-terms', Infinity],
  ['cs-categories', Infinity],
  ['en-branches', Infinity],
  ['cs-products', 30],
  ['en-products', 30],
] as const;

test('every URL of the sitemaps answers 200, alternates too', async ({ request }) => {
  test.setTimeout(240_000);
  for (const [file, limit] of sitemapChecks) {
    const response = await request.get(`/sitemaps/${file}.xml`);
    expect(response.status(), file).toBe(200);
    const entries = (await response.text()).split('<url>').slice(1, limit + 1);
    const urls = new Set(
      entries.flatMap((entry) =>
        [...entry.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map(
          (match) => new URL(match[1] ?? match[2]!).pathname,
        ),
      ),
    );
    expect(urls.size, file).toBeGreaterThan(3);
    // A few at a time: one by one, ~150 uncached renders outlasted the limit on a busy machine.
    const paths = [...urls];
    while (paths.length > 0) {
      const batch = paths.splice(0, 4);
      const statuses = await Promise.all(
        batch.map(async (path) => (await request.get(path)).status()),
      );
      batch.forEach((path, index) => expect(statuses[index], path).toBe(200));
    }
  }
});

test('the shopping guide, about purchase, maintenance and sitemap pages in cs and en', async ({
  page,
  context,
}) => {
  await withConsentAnswered(context);
  for (const [path, heading] of [
    ['/poradna', 'Poradna'],
    ['/en/shopping-guide', 'Shopping guide'],
    ['/vse-o-nakupu', 'Vše o nákupu'],
    ['/en/about-purchase', 'About purchase'],
    ['/udrzba', 'Údržba'],
    ['/en/sitemapconfig', 'Sitemap configuration'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(seriousViolations(await new AxeBuilder({ page }).analyze()), path).toEqual([]);
  }
  await page.goto('/poradna');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join()).toContain('"@type":"FAQPage"');
});
