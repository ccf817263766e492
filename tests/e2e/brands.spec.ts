import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './products.ts';

// Spec §2: the brands page lists the brands by weight, each linking to its virtual category.
for (const [path, heading] of [
  ['/znacky', 'Značky'],
  ['/en/brands', 'Brands'],
] as const) {
  test(`${path}: brands with links to their categories, no serious accessibility violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const links = page.getByRole('main').getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    const target = await links.first().getAttribute('href');
    expect((await page.request.get(target!)).status()).toBe(200);
    await expectNoSeriousAxeViolations(page);
  });
}
