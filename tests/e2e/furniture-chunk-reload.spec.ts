import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './cart.ts';
import { withConsentAnswered } from './furniture.ts';

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

/**
 * Fails the requests for a built chunk whose file name starts with `prefix` (its preload and its
 * import) until `until` says to stop; counts the failures.
 */
async function failChunk(page: Page, prefix: string, until: () => boolean): Promise<() => number> {
  let failed = 0;
  await page.route(new RegExp(`/assets/${prefix}-[\\w-]+\\.js$`), async (route) => {
    if (until()) return route.continue();
    failed += 1;
    return route.abort('failed');
  });
  return () => failed;
}

/** Counts full page loads of `path` (document requests). */
function documentLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path)
      loads += 1;
  });
  return () => loads;
}

test('a route chunk that fails to load reloads the page, which then works', async ({ page }) => {
  await page.goto('/');
  // Before hydration the link is a plain one: the browser would load /vydejny whole, and no
  // client-side navigation (whose chunk fails) would happen at all.
  await hydrated(page, 'cs');
  await page.waitForLoadState('networkidle');
  const loads = documentLoads(page, '/vydejny');
  // Once: the reloaded page gets the chunk.
  const failures = await failChunk(page, 'branches', () => loads() > 0);
  await page.locator('header').getByRole('link', { name: 'Výdejny' }).first().click();
  // Two page loads (React Router reloads the page it was leaving, which then continues to the
  // target) and two hydrations: seconds on a busy machine (20 s was too few at a load of 20).
  await expect(page.getByRole('heading', { level: 1, name: 'Výdejny' })).toBeVisible({
    timeout: 60_000,
  });
  expect(failures()).toBeGreaterThan(0);
  // The client-side navigation failed, so the browser loaded /vydejny as a whole page.
  expect(loads()).toBe(1);
});

test("a page's lazy chunk that fails to load reloads the page once", async ({ page }) => {
  const loads = documentLoads(page, '/en/branches');
  // The first page load cannot get the map's code; the reloaded one can.
  const failures = await failChunk(page, 'BranchMapCanvas', () => loads() > 1);
  await page.goto('/en/branches');
  await expect(page.locator('#branch-map .leaflet-container')).toBeVisible({ timeout: 20_000 });
  expect(failures()).toBeGreaterThan(0);
  expect(loads()).toBe(2);
});
