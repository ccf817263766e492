import { afterAll, describe, expect, it } from 'vitest';
import { demoCurrencies, startFakeBackend } from '../../../../testing/fakeBackend.ts';
import { startRealBackend } from '../../../../testing/realBackend.ts';
import { resolveRequestContext } from '../../../request/resolveRequestContext.server.ts';
import { loadErrorPageContent } from './errorPage.server.ts';

async function contentFor(path: string) {
  const request = new Request(`http://shop.example${path}`);
  return loadErrorPageContent(await resolveRequestContext(request, new URL(request.url)));
}

let stop: (() => Promise<unknown>) | undefined;
afterAll(() => stop?.());

describe('the error pages’ configuration', () => {
  // First, while nothing is cached: a content server that fails leaves the page its own wording.
  it('is null when the content server fails, so the page falls back to its own text', async () => {
    const fake = await startFakeBackend((path) =>
      path === '/api/v1/currencies'
        ? { status: 200, body: { data: demoCurrencies } }
        : { status: 500, body: { data: { errors: [{ title: 'Down', code: 'internal_error' }] } } },
    );
    try {
      expect(await contentFor('/tohle-tu-neni')).toBeNull();
      expect(fake.calls.some((call) => call.path.startsWith('/content/graphql'))).toBe(true);
    } finally {
      await fake.stop();
    }
  });

  it('gives the configured title, text and top categories in each language', async () => {
    const backend = await startRealBackend();
    stop = () => backend.stop();
    const cs = await contentFor('/tohle-tu-neni');
    expect(cs?.title).toBe('Stránka nenalezena');
    expect(JSON.stringify(cs?.content)).toContain('Omlouváme se, tuto stránku jsme nenašli.');
    expect(cs?.topCategories.length).toBeGreaterThan(0);
    expect(cs?.topCategories.every((link) => !link.href.startsWith('/en/'))).toBe(true);
    const hrefs = cs?.topCategories.map((link) => link.href) ?? [];
    expect(new Set(hrefs).size).toBe(hrefs.length);

    const en = await contentFor('/en/this-is-not-here');
    expect(en?.title).toBe('Page not found');
    expect(JSON.stringify(en?.content)).toContain('Sorry, we could not find this page.');
    expect(en?.topCategories[0]?.href).toMatch(/^\/en\//);
  }, 300_000);
});
