import {
  cartConfigurationOperation,
  categoryByStoreIdOperation,
  contactBlockOperation,
  contentBlockTypes,
  contentPageBySlugOperation,
  contentSearchOperation,
  errorPageConfigurationOperation,
  footerConfigurationOperation,
  infoBoxesOperation,
  pageBySlugOperation,
  pagesMenuOperation,
  productsConfigurationOperation,
  richTextMarkTypes,
  richTextNodeTypes,
  termBySlugOperation,
  termsOperation,
  topBannerOperation,
  wideBannersOperation,
  type RichTextNode,
} from '@vitrina/contracts/content';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { postGraphql, runOperation } from './graphql.test-helpers.ts';

/** Every node type, mark type and block type found in a JSON value. */
function typesIn(value: unknown, found = { nodes: new Set<string>(), marks: new Set<string>() }) {
  if (Array.isArray(value)) for (const item of value) typesIn(item, found);
  else if (value && typeof value === 'object') {
    const node = value as RichTextNode & Record<string, unknown>;
    if (typeof node.type === 'string') found.nodes.add(node.type);
    for (const mark of node.marks ?? []) found.marks.add(mark.type);
    for (const [key, child] of Object.entries(node)) if (key !== 'marks') typesIn(child, found);
  }
  return found;
}

describe.each(testDatabases)('content GraphQL: pages and configuration on $name', (database) => {
  const api = useTestApp(database);

  it('lists the menu pages in order, translated', async () => {
    const cs = await runOperation(api, pagesMenuOperation, {});
    const en = await runOperation(api, pagesMenuOperation, {}, 'en');
    expect(cs.pages.map((page) => page.page_meta.slug)).toEqual([
      'obchodni-podminky',
      'o-spolecnosti',
      'kariera',
      'ochrana-osobnich-udaju',
      'zasady-cookies',
      'odstoupeni-od-smlouvy',
      'reklamace-a-vraceni-zbozi',
    ]);
    expect(en.pages[0]).toMatchObject({ title: 'Terms and conditions' });
    expect(en.pages.map((page) => page._id)).toEqual(cs.pages.map((page) => page._id));
  });

  it('finds a page by slug with content, contact box and SEO', async () => {
    const { page } = await runOperation(api, pageBySlugOperation, { slug: 'o-spolecnosti' });
    expect(page).toMatchObject({
      title: 'O společnosti',
      contact_box: { title_frontend: 'Máte dotaz?', show_button: true },
      page_meta: {
        slug: 'o-spolecnosti',
        seo_title: 'O společnosti | Vitrina',
        meta_noindex: false,
      },
      content: { type: 'doc' },
    });
  });

  it('answers the page in English by its English slug, and by the Czech slug too', async () => {
    const byEn = await runOperation(api, pageBySlugOperation, { slug: 'about-us' }, 'en');
    const byCs = await runOperation(api, pageBySlugOperation, { slug: 'o-spolecnosti' }, 'en');
    expect(byEn.page?.title).toBe('About us');
    expect(byCs.page).toEqual(byEn.page);
  });

  it('gives each page its own path per language where a URL rewrite routes one to it', async () => {
    const cs = await runOperation(api, pagesMenuOperation, {});
    const en = await runOperation(api, pagesMenuOperation, {}, 'en');
    const rewrites = (pages: typeof cs.pages) =>
      pages.filter((page) => page.url_rewrite !== null).map((page) => page.url_rewrite);
    expect(rewrites(cs.pages)).toEqual(['/obchodni-podminky', '/o-nas']);
    expect(rewrites(en.pages)).toEqual(['/en/terms-and-conditions']);
    const about = await runOperation(api, pageBySlugOperation, { slug: 'about-us' }, 'en');
    expect(about.page?.url_rewrite).toBeNull();
    const aboutCs = await runOperation(api, pageBySlugOperation, { slug: 'o-spolecnosti' });
    expect(aboutCs.page?.url_rewrite).toBe('/o-nas');
    const delivery = await runOperation(
      api,
      contentPageBySlugOperation,
      { slug: 'delivery-and-payment' },
      'en',
    );
    expect(delivery.contentPage?.url_rewrite).toBe('/en/delivery-and-payment');
  });

  it('answers null for an unknown slug and keeps pages and content pages apart', async () => {
    expect(
      (await runOperation(api, pageBySlugOperation, { slug: 'nic-takoveho' })).page,
    ).toBeNull();
    const asPage = await runOperation(api, pageBySlugOperation, { slug: 'doprava-a-platba' });
    expect(asPage.page).toBeNull();
  });

  it('serves the showcase content page with every block type, node and mark', async () => {
    const { contentPage } = await runOperation(api, contentPageBySlugOperation, {
      slug: 'doprava-a-platba',
    });
    expect(contentPage?.title).toBe('Doprava a platba');
    const found = typesIn(contentPage?.content_blocks);
    for (const type of contentBlockTypes) expect(found.nodes, type).toContain(type);
    for (const type of richTextNodeTypes) expect(found.nodes, type).toContain(type);
    for (const type of richTextMarkTypes) expect(found.marks, type).toContain(type);
    const headings = JSON.stringify(contentPage?.content_blocks).match(/"level":\d/g);
    expect(new Set(headings)).toEqual(
      new Set(['"level":2', '"level":3', '"level":4', '"level":5']),
    );
  });

  it('translates rich text in blocks', async () => {
    const { contentPage } = await runOperation(
      api,
      contentPageBySlugOperation,
      { slug: 'delivery-and-payment' },
      'en',
    );
    expect(JSON.stringify(contentPage?.content_blocks)).toContain('How to shop with us');
    expect(JSON.stringify(contentPage?.content_blocks)).not.toContain('Jak u nás nakupovat');
  });

  it('serves every configuration section', async () => {
    const contact = await runOperation(api, contactBlockOperation, {});
    expect(contact.configuration.contact_block.image?.path).toBe('content/contact.svg');
    const cart = await runOperation(api, cartConfigurationOperation, {}, 'en');
    expect(cart.configuration.cart).toEqual({
      methods_info_text: 'Orders placed by 2 pm ship the same day.',
      shopping_disabled: false,
      shopping_disabled_text: 'Shopping is temporarily unavailable.',
    });
    const errorPage = await runOperation(api, errorPageConfigurationOperation, {});
    expect(errorPage.configuration.error_page.title).toBe('Stránka nenalezena');
    const products = await runOperation(api, productsConfigurationOperation, {});
    expect(products.configuration.products.show_free_delivery_tag_by_price).toBe(true);
    const footer = await runOperation(api, footerConfigurationOperation, {});
    expect(footer.configuration.footer).toMatchObject({
      copyright_name: 'Vitrina s.r.o.',
      copyright_year: 2025,
    });
    expect(footer.configuration.footer.social_links.map((link) => link.social_type)).toEqual([
      'facebook',
      'instagram',
      'youtube',
    ]);
    const banner = await runOperation(api, topBannerOperation, {}, 'en');
    expect(banner.configuration.top_banner).toMatchObject({
      enabled: true,
      text: 'Free delivery from 1,500 CZK',
      lastModified: '2025-03-01T00:00:00.000Z',
      domain_enabled: ['vitrina.localhost'],
    });
  });

  it('lists enabled wide banners by weight, highest first', async () => {
    const { wideBanners } = await runOperation(api, wideBannersOperation, {});
    expect(wideBanners.map((banner) => banner.weight)).toEqual([30, 20, 10]);
    expect(wideBanners.map((banner) => banner.title)).not.toContain('Stará kampaň');
    expect(wideBanners[0]?.images.map((image) => image.path)).toEqual([
      'banners/wide-1.svg',
      'banners/wide-1-mobile.svg',
    ]);
  });

  it('falls back to Czech where an English translation is missing', async () => {
    await api.handle.db.execute(
      sql`delete from info_box_translations where info_box_id = 3 and locale = 'en'`,
    );
    const { infoBoxes } = await runOperation(api, infoBoxesOperation, {}, 'en');
    expect(JSON.stringify(infoBoxes[2]?.text)).toContain('Zákaznická linka');
    expect(JSON.stringify(infoBoxes[1]?.text)).toContain('Apple Pay now accepted.');
  });

  it('lists info boxes in order, one without a colour', async () => {
    const { infoBoxes } = await runOperation(api, infoBoxesOperation, {}, 'en');
    expect(infoBoxes.map((box) => box.box_color)).toEqual(['warning', 'info', null]);
    expect(JSON.stringify(infoBoxes[1]?.text)).toContain('Apple Pay now accepted.');
  });
});

describe.each(testDatabases)('content GraphQL: terms, categories, search on $name', (database) => {
  const api = useTestApp(database);

  it('lists glossary terms sorted by title in the request language', async () => {
    const cs = await runOperation(api, termsOperation, {});
    const titles = cs.terms.map((term) => term.title);
    expect(titles).toHaveLength(12);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('cs').compare));
    expect(titles[0]).toBe('Akumulátor');
    const en = await runOperation(api, termsOperation, {}, 'en');
    expect(en.terms[0]?.title).toBe('Battery');
  });

  it('limits the terms to the requested count and refuses more than 1000', async () => {
    const { terms } = await runOperation(api, termsOperation, { limit: 5 });
    expect(terms).toHaveLength(5);
    const { body } = await postGraphql(api, { query: '{ terms(limit: 1001) { _id } }' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds a term by slug with its references', async () => {
    const { term } = await runOperation(api, termBySlugOperation, { slug: 'hdmi' });
    expect(term).toMatchObject({
      title: 'HDMI',
      page_title: 'Co je HDMI',
      categories: [{ entityId: '6' }],
      products: [{ entityId: '6' }],
      // Title and slug in the request language, for the term page's link.
      virtual_categories: [{ entityId: '1', title: 'Černé batohy', slug: 'cerne-batohy' }],
      terms: [{ title: 'Jádro procesoru', slug: 'jadro-procesoru' }],
    });
    expect((await runOperation(api, termBySlugOperation, { slug: 'nope' })).term).toBeNull();
  });

  it('serves a store category page: content, FAQ, articles, banners, parameter settings', async () => {
    const { category } = await runOperation(api, categoryByStoreIdOperation, { storeId: '1' });
    expect(category).toMatchObject({
      store_id: '1',
      title: 'Elektronika',
      page_meta: { slug: 'elektronika', seo_title: 'Elektronika | Vitrina' },
      category_video: { title: 'Jak vybrat' },
      catalog_settings: {
        parameters: [
          { entityId: '1', importantFilter: true, closedFilter: false },
          { entityId: '2', importantFilter: false, closedFilter: true },
        ],
      },
    });
    expect(category?.faq.map((question) => question.title)).toEqual([
      'Jak dlouho trvá doručení?',
      'Doprava zdarma',
    ]);
    expect(category?.articles.map((article) => article._id)).toEqual(['1', '2', '3']);
    expect(category?.banner_catalog[0]).toMatchObject({ position: 2, title: 'Akce týdne' });
  });

  it('serves a store category without content of its own, and null for an unknown id', async () => {
    const { category } = await runOperation(
      api,
      categoryByStoreIdOperation,
      { storeId: '3' },
      'en',
    );
    expect(category).toMatchObject({ store_id: '3', content: null, faq: [], articles: [] });
    expect(category?.title).toBe('Smartphones');
    const unknown = await runOperation(api, categoryByStoreIdOperation, { storeId: '99999' });
    expect(unknown.category).toBeNull();
  });

  it('searches articles, FAQ and virtual categories by title without diacritics', async () => {
    const { search } = await runOperation(api, contentSearchOperation, { query: 'doruceni' });
    expect(search.faq.items.map((item) => item.title)).toEqual(['Jak dlouho trvá doručení?']);
    const phones = await runOperation(api, contentSearchOperation, { query: 'chytry telefon' });
    expect(phones.search.articles.items.map((item) => item.title)).toEqual([
      'Jak vybrat chytrý telefon',
    ]);
    expect(phones.search.articles.total).toBe(1);
    expect(phones.search.faq.items.map((item) => item.title)).toEqual([
      'Jak vybrat chytrý telefon?',
    ]);
  });

  it('never finds a scheduled article', async () => {
    const { search } = await runOperation(api, contentSearchOperation, { query: 'podzim' });
    expect(search.articles).toEqual({ items: [], total: 0 });
  });
});
