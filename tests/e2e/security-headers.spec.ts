import { expect, test } from '@playwright/test';
import { rawRequest } from './shop.ts';

const pages = ['/', '/en/cart', '/prihlasit', '/tohle-tu-neni'];

for (const path of pages) {
  test(`${path} carries the security headers and a CSP with this response's nonce`, async () => {
    const response = await rawRequest('GET', path);
    const headers = response.headers;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');

    const policy = String(headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
    // Every script the browser runs carries the nonce; JSON-LD (`application/ld+json`) is a data
    // block the browser never runs, so the policy does not apply to it.
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
}

test('every response gets a nonce of its own', async () => {
  const nonces = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    const policy = String((await rawRequest('GET', '/')).headers['content-security-policy']);
    nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
  }
  expect(nonces.size).toBe(3);
});

test('redirects and data requests carry the headers too', async () => {
  for (const path of ['/Kosik', '/kosik.data']) {
    const response = await rawRequest('GET', path);
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('HSTS only when the shopper came over HTTPS (through the trusted proxy)', async () => {
  const secure = await rawRequest('GET', '/', { 'x-forwarded-proto': 'https' });
  expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  const plain = await rawRequest('GET', '/');
  expect(plain.headers['strict-transport-security']).toBeUndefined();
});

test('the pages run under the policy: no violation, hydrated, client navigation and forms work', async ({
  page,
}) => {
  const problems: string[] = [];
  const missingPage = '/en/this-is-not-here';
  page.on('console', (message) => {
    // The 404 page we ask for below is reported as a failed load; that one is expected.
    if (message.location().url.endsWith(missingPage)) return;
    if (message.type() === 'error') problems.push(`console: ${message.text()} (on ${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Where it happened, so a failure names the chunk to look at.
      const at = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${at}`);
    });
  });

  await page.goto('/');
  // A marker on window survives client-side navigation only; a full page load would drop it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('link', { name: 'Košík' }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Košík');
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

  await page.getByRole('form', { name: 'Měna' }).getByRole('button', { name: 'EUR' }).click();
  await expect(
    page.getByRole('form', { name: 'Měna' }).getByRole('button', { name: 'EUR' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto(missingPage);
  await page.goto('/en');
  expect(problems).toEqual([]);
});
