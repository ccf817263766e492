import { describe, expect, it } from 'vitest';
import { defaultContentSettings } from '../content/contentContext.ts';
import type { ContentSettings } from '../content/contentContext.ts';
import { defaultResolveRoute } from '../content/contentRoutes.ts';
import { normalizeInternalHref, stripStorefrontHost } from './linkRules.ts';
import { resolveContentLink, resolveLink } from './resolveLink.ts';

const settings = (overrides: Partial<ContentSettings> = {}): ContentSettings => ({
  ...defaultContentSettings,
  storefrontHost: 'www.vitrina.cz',
  ...overrides,
});

describe('link rules (spec §2 "Other routing facts")', () => {
  it.each([
    // [what, link, locale, href, external]
    [
      'page by slug',
      { link_type: 'page', reference: { slug: 'o-nas' } },
      'cs',
      '/stranka/o-nas',
      false,
    ],
    [
      'page in English',
      { link_type: 'page', reference: { slug: 'about' } },
      'en',
      '/en/page/about',
      false,
    ],
    [
      'content_page',
      { link_type: 'content_page', reference: { page_meta: { slug: { cs: 'vop', en: 'terms' } } } },
      'en',
      '/en/page/terms',
      false,
    ],
    [
      'branch',
      { link_type: 'branch', reference: { slug: 'praha' } },
      'cs',
      '/vydejny/praha',
      false,
    ],
    [
      'article',
      { link_type: 'article', reference: { slug: 'jak-na-kavu' } },
      'cs',
      '/clanek/jak-na-kavu',
      false,
    ],
    [
      'article_category',
      { link_type: 'article_category', article_category_link: { slug: 'recepty' } },
      'en',
      '/en/articles/recepty',
      false,
    ],
    [
      'article_tag',
      { link_type: 'article_tag', article_tag_link: { slug: 'espresso' } },
      'cs',
      '/clanky/stitek/espresso',
      false,
    ],
    [
      'category',
      { link_type: 'category', category_link: { slug: 'kava/zrnkova' } },
      'cs',
      '/kava/zrnkova',
      false,
    ],
    [
      'category_link alias',
      { link_type: 'category_link', category_link: { slug: 'mlynky' } },
      'en',
      '/en/mlynky',
      false,
    ],
    [
      'virtual_category',
      { link_type: 'virtual_category', virtual_category_link: { slug: 'vyprodej' } },
      'cs',
      '/vyprodej',
      false,
    ],
    ['basic path (string)', '/kontakt', 'cs', '/kontakt', false],
    [
      'basic path object',
      { link_type: 'path', path: { cs: '/kosik', en: '/en/cart' } },
      'en',
      '/en/cart',
      false,
    ],
    [
      'custom link to the shop loses the host',
      { link_type: 'custom_link', custom_link: 'https://www.vitrina.cz/akce/?a=1' },
      'cs',
      '/akce?a=1',
      false,
    ],
    [
      'custom link to the bare shop host',
      { link_type: 'custom_link', custom_link: 'http://vitrina.cz' },
      'cs',
      '/',
      false,
    ],
    [
      'custom link elsewhere stays untouched',
      { link_type: 'custom_link', custom_link: 'https://Example.com//a//?x=1&&' },
      'cs',
      'https://Example.com//a//?x=1&&',
      true,
    ],
    [
      'mailto',
      { link_type: 'custom_link', custom_link: 'mailto:shop@vitrina.cz' },
      'cs',
      'mailto:shop@vitrina.cz',
      true,
    ],
    ['tel', 'tel:+420123456789', 'cs', 'tel:+420123456789', true],
    ['sms', 'sms:+420123456789', 'cs', 'sms:+420123456789', true],
    ['geo', 'geo:50.08,14.42', 'cs', 'geo:50.08,14.42', true],
    ['market', 'market://details?id=cz.vitrina', 'cs', 'market://details?id=cz.vitrina', true],
    ['slashes normalised', '//kontakt', 'cs', null, false],
    ['doubled and trailing slashes', '/kava//zrnkova/', 'cs', '/kava/zrnkova', false],
    ['missing leading slash', 'kontakt', 'cs', '/kontakt', false],
    ['empty query pairs dropped', '/hledat?&q=kava&&page=2&', 'cs', '/hledat?q=kava&page=2', false],
    ['bare question mark dropped', '/kosik?', 'cs', '/kosik', false],
    ['anchor kept', '/vse-o-nakupu/#doprava', 'cs', '/vse-o-nakupu#doprava', false],
    [
      'locale rewrite wins over the route',
      {
        link_type: 'page',
        reference: { slug: 'akce', url_rewrite: { cs: '/akce-leto', en: '/en/summer-sale' } },
      },
      'en',
      '/en/summer-sale',
      false,
    ],
    [
      'locale rewrite on the link wins over a custom link',
      {
        link_type: 'custom_link',
        custom_link: 'https://example.com',
        url_rewrite: { cs: '/jinam/' },
      },
      'cs',
      '/jinam',
      false,
    ],
    [
      'rewrite for another locale is ignored',
      { link_type: 'page', reference: { slug: 'akce', url_rewrite: { cs: '/akce-leto' } } },
      'en',
      '/en/page/akce',
      false,
    ],
    ['route without slug', { link_type: 'article', reference: {} }, 'cs', null, false],
    [
      'unsafe custom link',
      { link_type: 'custom_link', custom_link: 'javascript:alert(1)' },
      'cs',
      null,
      false,
    ],
    [
      'unsafe rewrite',
      { link_type: 'page', reference: { slug: 'x' }, url_rewrite: 'data:text/html,x' },
      'cs',
      null,
      false,
    ],
    [
      'nothing for the locale',
      { link_type: 'custom_link', custom_link: { cs: '/jen-cesky' } },
      'en',
      null,
      false,
    ],
  ] as const)('%s', (_, link, locale, href, external) => {
    const resolved = resolveContentLink(link, settings({ locale }));
    if (href === null) {
      expect(resolved).toBeNull();
    } else {
      expect(resolved).toMatchObject({ href, external });
    }
  });

  it('keeps the new-tab flag and title of a link object', () => {
    const link = { link_type: 'path', path: '/x', link_target_blank: true, title: { en: 'X' } };
    expect(resolveContentLink(link, settings({ locale: 'en' }))).toEqual({
      href: '/x',
      external: false,
      targetBlank: true,
      title: 'X',
    });
  });

  it('asks the app for route paths and survives a throwing route builder', () => {
    const calls: unknown[] = [];
    const resolveRoute: ContentSettings['resolveRoute'] = (target, locale) => {
      calls.push([target, locale]);
      if (target.slug === 'bad') throw new Error('Missing parameter');
      return `/app/${target.kind}/${target.slug}`;
    };
    const link = { link_type: 'branch', reference: { _id: 'b7', slug: 'brno' } };
    expect(resolveContentLink(link, settings({ resolveRoute }))?.href).toBe('/app/branch/brno');
    expect(calls).toEqual([[{ kind: 'branch', slug: 'brno', id: 'b7' }, 'cs']]);
    const bad = { link_type: 'page', reference: { slug: 'bad' } };
    expect(resolveContentLink(bad, settings({ resolveRoute }))).toBeNull();
  });

  it('applies the same rules to rich-text link marks and buttons', () => {
    const attrs = {
      href: { cs: 'https://www.vitrina.cz/kontakt/', en: 'https://vitrina.cz//en/contact' },
    };
    expect(resolveLink(attrs, settings())?.href).toBe('/kontakt');
    expect(resolveLink(attrs, settings({ locale: 'en' }))?.href).toBe('/en/contact');
    expect(resolveLink({ href: 'tel:123' }, settings())).toMatchObject({ external: true });
    expect(
      resolveLink({ href: 'https://www.vitrina.cz/x' }, settings({ storefrontHost: undefined })),
    ).toMatchObject({
      href: 'https://www.vitrina.cz/x',
      external: true,
    });
  });
});

describe('link rule helpers', () => {
  it.each([
    ['https://www.vitrina.cz:443/a', '/a'],
    ['//www.vitrina.cz/a', '/a'],
    ['https://VITRINA.cz?x=1', '/?x=1'],
    ['https://vitrina.cz.evil.example/a', 'https://vitrina.cz.evil.example/a'],
    [
      'https://evil.example/https://www.vitrina.cz/',
      'https://evil.example/https://www.vitrina.cz/',
    ],
    ['/already/a/path', '/already/a/path'],
  ])('stripStorefrontHost(%s)', (href, expected) => {
    expect(stripStorefrontHost(href, 'www.vitrina.cz')).toBe(expected);
  });

  it.each([
    ['/', '/'],
    ['', '/'],
    ['?q=1&&', '?q=1'],
    ['#top', '#top'],
    ['a//b///c/', '/a/b/c'],
    ['/a?=x&b=1', '/a?b=1'],
  ])('normalizeInternalHref(%s)', (href, expected) => {
    expect(normalizeInternalHref(href)).toBe(expected);
  });

  it('builds the spec paths by default and refuses an empty slug', () => {
    expect(defaultResolveRoute({ kind: 'branch', slug: 'praha' }, 'en')).toBe('/en/branches/praha');
    expect(defaultResolveRoute({ kind: 'page', slug: 'a b' }, 'cs')).toBe('/stranka/a%20b');
    expect(defaultResolveRoute({ kind: 'page', slug: '/' }, 'cs')).toBeNull();
  });
});
