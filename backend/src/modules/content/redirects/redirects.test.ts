import { endpoints } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { redirects } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

const none = { redirectPath: null, status: null };

describe.each(testDatabases)('GET /content/redirect on $name', (database) => {
  const api = useTestApp(database);
  const redirect = (path: string, locale: 'cs' | 'en' = 'cs') =>
    api.call(endpoints.redirect, { query: { path } }, { locale });

  it('answers a moved path with 301 and its target', async () => {
    expect(await redirect('/stary-kosik')).toEqual({ redirectPath: '/kosik', status: 301 });
    expect(await redirect('/stary-kosik', 'en')).toEqual({ redirectPath: '/kosik', status: 301 });
  });

  it('answers a removed path with 410 and no target', async () => {
    expect(await redirect('/akce-2019')).toEqual({ redirectPath: null, status: 410 });
  });

  it('normalises case, slashes and the query string', async () => {
    expect(await redirect('Stary-Kosik/?fbclid=1')).toEqual({
      redirectPath: '/kosik',
      status: 301,
    });
  });

  it('applies a language-specific redirect only in its language', async () => {
    expect(await redirect('/en/old-cart', 'en')).toEqual({ redirectPath: '/en/cart', status: 301 });
    expect(await redirect('/en/old-cart', 'cs')).toEqual(none);
    expect(await redirect('/vyprodej', 'cs')).toEqual({
      redirectPath: '/notebooky-do-20-000-kc',
      status: 301,
    });
    expect(await redirect('/vyprodej', 'en')).toEqual({
      redirectPath: '/en/laptops-under-czk-20-000',
      status: 301,
    });
  });

  it('prefers the language-specific row over one for every language', async () => {
    await api.handle.db.insert(redirects).values([
      { fromPath: '/test-preference', toPath: '/general', status: 301 },
      { fromPath: '/test-preference', locale: 'en', toPath: '/en/specific', status: 301 },
    ]);
    expect(await redirect('/test-preference', 'en')).toEqual({
      redirectPath: '/en/specific',
      status: 301,
    });
    expect(await redirect('/test-preference', 'cs')).toEqual({
      redirectPath: '/general',
      status: 301,
    });
  });

  it('answers 200 with nulls when no redirect is defined, whatever route, slug and type say', async () => {
    const { status, body } = await api.get(
      '/content/redirect?path=%2Fnic&route=all___cs&slug=nic&type=page',
    );
    expect({ status, body }).toEqual({ status: 200, body: none });
  });

  it.each([
    ['/content/redirect', 'path'],
    ['/content/redirect?path=%20', 'path'],
    [`/content/redirect?path=%2Fx&slug=${'s'.repeat(256)}`, 'slug'],
  ])('rejects %s with a 400 naming %s', async (url, field) => {
    const { status, body } = await api.get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ field, code: 'validation_failed' }] } });
  });

  it('rejects an unknown locale', async () => {
    const { status, body } = await api.get('/content/redirect?path=%2Fx', { 'x-locale': 'de' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      data: { errors: [{ field: 'x-locale', code: 'unknown_locale' }] },
    });
  });

  it('keeps one redirect per path and language, also for every-language rows', async () => {
    const { db } = api.handle;
    await expect(
      db.insert(redirects).values({ fromPath: '/akce-2019', toPath: '/akce', status: 301 }),
    ).rejects.toThrow();
    await expect(
      db.insert(redirects).values({ fromPath: '/gone-with-target', toPath: '/x', status: 410 }),
    ).rejects.toThrow();
  });
});
