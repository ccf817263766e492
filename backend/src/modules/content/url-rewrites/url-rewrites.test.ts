import { endpoints } from '@vitrina/contracts';
import { urlRewriteTypes } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { urlRewrites, urlRewriteTranslations } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

const terms = {
  type: 'page',
  page_meta: { slug: { cs: 'obchodni-podminky', en: 'terms-and-conditions' } },
};

describe.each(testDatabases)('GET /content/url-rewrite on $name', (database) => {
  const api = useTestApp(database);
  const rewrite = (query: { lang?: 'cs' | 'en'; path: string }, locale: 'cs' | 'en' = 'cs') =>
    api.call(endpoints.urlRewrite, { query }, { locale });

  it('finds a page by its path in either language', async () => {
    expect(await rewrite({ lang: 'cs', path: '/obchodni-podminky' })).toEqual(terms);
    expect(await rewrite({ lang: 'en', path: '/en/terms-and-conditions' })).toEqual(terms);
  });

  it('ignores case, trailing slashes, a missing leading slash and the query string', async () => {
    expect(await rewrite({ lang: 'cs', path: '/Obchodni-Podminky/' })).toEqual(terms);
    expect(await rewrite({ lang: 'en', path: 'EN/Terms-And-Conditions/?utm=x' })).toEqual(terms);
  });

  it('takes the language from x-locale when lang is absent', async () => {
    expect(await rewrite({ path: '/en/terms-and-conditions' }, 'en')).toEqual(terms);
    await expect(rewrite({ path: '/en/terms-and-conditions' }, 'cs')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('matches a path only in its own language but returns every slug', async () => {
    expect(await rewrite({ lang: 'cs', path: '/o-nas' })).toEqual({
      type: 'page',
      page_meta: { slug: { cs: 'o-spolecnosti', en: 'about-us' } },
    });
    await expect(rewrite({ lang: 'en', path: '/o-nas' })).rejects.toMatchObject({ status: 404 });
  });

  it('leaves out the slug of a language the item does not exist in', async () => {
    expect(await rewrite({ lang: 'cs', path: '/prodejna-praha' })).toEqual({
      type: 'branch',
      page_meta: { slug: { cs: 'praha-centrum' } },
    });
  });

  it('answers an unknown path with a 404 envelope naming the normalised path', async () => {
    const { status, body } = await api.get('/content/url-rewrite?lang=cs&path=%2FNic-Tu-Neni%2F');
    expect(status).toBe(404);
    expect(body).toEqual({
      data: {
        errors: [
          { field: 'path', title: 'No rewritten page at "/nic-tu-neni" in cs', code: 'not_found' },
        ],
      },
    });
  });

  it.each([
    ['/content/url-rewrite?lang=cs', 'path'],
    ['/content/url-rewrite?lang=cs&path=', 'path'],
    [`/content/url-rewrite?lang=cs&path=${'a'.repeat(1025)}`, 'path'],
    ['/content/url-rewrite?lang=de&path=%2Fo-nas', 'lang'],
  ])('rejects %s with a 400 naming %s', async (url, field) => {
    const { status, body } = await api.get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: { errors: [{ field, code: 'validation_failed' }] } });
  });

  it('stores exactly the types of the contract', async () => {
    const { db } = api.handle;
    const rows = urlRewriteTypes.map((type) => ({ type }));
    await expect(db.insert(urlRewrites).values(rows)).resolves.toBeDefined();
    await expect(db.insert(urlRewrites).values({ type: 'product' as 'page' })).rejects.toThrow();
  });

  it('refuses to store a path that lookups could never match', async () => {
    const { db } = api.handle;
    // The seeded branch (id 4) has no English row yet.
    const row = (path: string) => ({ rewriteId: 4, locale: 'en', path, slug: null });
    for (const path of ['/En/Praha', 'en/praha', '/en/praha/']) {
      await expect(db.insert(urlRewriteTranslations).values(row(path))).rejects.toThrow();
    }
    await db.insert(urlRewriteTranslations).values(row('/en/praha'));
    expect(await rewrite({ lang: 'en', path: '/EN/Praha/' })).toEqual({
      type: 'branch',
      page_meta: { slug: { cs: 'praha-centrum' } },
    });
  });
});
