import {
  articleAuthorOperation,
  articleBySlugOperation,
  articleCategoryOperation,
  articleListConfigurationOperation,
  articlesOperation,
  articleTagOperation,
  branchesOperation,
  branchMapOperation,
  branchOperation,
} from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { articleTopics, futureArticleCount } from '../../../seed/data/content-articles.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { postGraphql, runOperation } from './graphql.test-helpers.ts';

const published = articleTopics.length - futureArticleCount;
const dates = (items: { date_published: string }[]) => items.map((item) => item.date_published);
const isDescending = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe.each(testDatabases)('content GraphQL: articles on $name', (database) => {
  const api = useTestApp(database);

  it('lists published articles newest first, without scheduled ones', async () => {
    const { articles } = await runOperation(api, articlesOperation, { limit: 50 });
    expect(articles.total).toBe(published);
    expect(articles.items).toHaveLength(published);
    expect(isDescending(dates(articles.items))).toBe(true);
    const now = new Date().toISOString();
    expect(articles.items.every((item) => item.date_published <= now)).toBe(true);
    expect(articles.items.map((item) => item.title)).not.toContain('Letní akce na obzoru');
  });

  it('pages with skip and limit', async () => {
    const all = await runOperation(api, articlesOperation, { limit: 50 });
    const first = await runOperation(api, articlesOperation, { limit: 12 });
    const second = await runOperation(api, articlesOperation, { skip: 12, limit: 12 });
    expect(first.articles.items.map((a) => a._id)).toEqual(
      all.articles.items.slice(0, 12).map((a) => a._id),
    );
    expect(second.articles.items.map((a) => a._id)).toEqual(
      all.articles.items.slice(12, 24).map((a) => a._id),
    );
    const past = await runOperation(api, articlesOperation, { skip: 1000 });
    expect(past.articles).toEqual({ items: [], total: published });
  });

  it('translates articles with their category, tags and author', async () => {
    const cs = await runOperation(api, articlesOperation, { limit: 1 });
    const en = await runOperation(api, articlesOperation, { limit: 1 }, 'en');
    expect(cs.articles.items[0]?._id).toBe(en.articles.items[0]?._id);
    expect(cs.articles.items[0]).toMatchObject({
      _id: '30',
      title: 'Rozhovor s naším technikem',
      category: { title: 'Novinky', master_category: null },
      tags: [{ title: 'Recenze' }, { title: 'Udržitelnost' }],
      author: { title: 'Jakub Dvořák', author_has_page: true },
    });
    expect(en.articles.items[0]).toMatchObject({
      title: 'An interview with our technician',
      category: { title: 'News' },
      tags: [{ title: 'Review' }, { title: 'Sustainability' }],
      page_meta: { slug: 'an-interview-with-our-technician' },
    });
  });

  it('filters by category (a master category includes its sub-categories)', async () => {
    const sub = await runOperation(api, articlesOperation, { categorySlug: 'sport', limit: 50 });
    expect(sub.articles.total).toBeGreaterThan(0);
    expect(sub.articles.items.every((a) => a.category?.title === 'Sport')).toBe(true);
    const master = await runOperation(api, articlesOperation, { categorySlug: 'radce', limit: 50 });
    const news = await runOperation(api, articlesOperation, { categorySlug: 'novinky', limit: 50 });
    expect(master.articles.total + news.articles.total).toBe(published);
    expect(isDescending(dates(master.articles.items))).toBe(true);
  });

  it('filters by tag and by author', async () => {
    const tagged = await runOperation(api, articlesOperation, { tagSlug: 'recenze', limit: 50 });
    expect(tagged.articles.total).toBeGreaterThan(0);
    for (const article of tagged.articles.items) {
      expect(article.tags.map((tag) => tag.title)).toContain('Recenze');
    }
    const byAuthor = await runOperation(api, articlesOperation, {
      authorSlug: 'jakub-dvorak',
      limit: 50,
    });
    expect(byAuthor.articles.total).toBe(8);
    expect(byAuthor.articles.items.every((a) => a.author?.title === 'Jakub Dvořák')).toBe(true);
  });

  it('filters by site when a site code is given', async () => {
    const vitrina = await runOperation(api, articlesOperation, { site: 'vitrina', limit: 50 });
    const partner = await runOperation(api, articlesOperation, { site: 'partner', limit: 50 });
    expect(partner.articles.total).toBe(published);
    expect(vitrina.articles.total).toBeLessThan(published);
    expect(vitrina.articles.items.map((a) => a.title)).not.toContain('Úspora energie v kuchyni');
    expect(partner.articles.items.map((a) => a.title)).toContain('Úspora energie v kuchyni');
  });

  it('gives an empty list for an unknown filter slug', async () => {
    const { articles } = await runOperation(api, articlesOperation, { tagSlug: 'neexistuje' });
    expect(articles).toEqual({ items: [], total: 0 });
  });

  it('finds an article by slug with its rich content; a scheduled one is not public', async () => {
    const { article } = await runOperation(api, articleBySlugOperation, {
      slug: 'jak-vybrat-chytry-telefon',
    });
    expect(article).toMatchObject({
      _id: '1',
      content: { type: 'doc' },
      site_enabled: ['vitrina', 'partner'],
    });
    const scheduled = await runOperation(api, articleBySlugOperation, {
      slug: 'letni-akce-na-obzoru',
    });
    expect(scheduled.article).toBeNull();
  });

  it('serves category, tag, author and the list configuration', async () => {
    const category = await runOperation(api, articleCategoryOperation, { slug: 'elektronika' });
    expect(category.articleCategory).toMatchObject({
      title: 'Elektronika',
      master_category: { title: 'Rádce', page_meta: { slug: 'radce' } },
    });
    const tag = await runOperation(api, articleTagOperation, { slug: 'how-to' }, 'en');
    expect(tag.articleTag).toMatchObject({ title: 'How-to', page_meta: { slug: 'how-to' } });
    const author = await runOperation(api, articleAuthorOperation, { slug: 'eva-cerna' }, 'en');
    expect(author.articleAuthor).toMatchObject({
      title: 'Eva Černá',
      perex: 'Gardener and DIY fan.',
      author_has_page: false,
    });
    const list = await runOperation(api, articleListConfigurationOperation, {}, 'en');
    expect(list.articleListConfiguration).toMatchObject({
      title: 'Magazine',
      page_meta: { seo_title: 'Magazine | Vitrina' },
    });
    expect(list.articleCategories.map((c) => c.title)).toEqual([
      'Guides',
      'News',
      'Electronics',
      'Home and garden',
      'Sports',
    ]);
    expect(list.articleTags).toHaveLength(8);
  });

  it('refuses a page size above 50', async () => {
    const { body } = await postGraphql(api, { query: '{ articles(limit: 51) { total } }' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe.each(testDatabases)('content GraphQL: branches on $name', (database) => {
  const api = useTestApp(database);

  it('lists branches in order with GPS, opening hours, services and employees', async () => {
    const { branches } = await runOperation(api, branchesOperation, {});
    expect(branches.total).toBe(12);
    expect(branches.items).toHaveLength(12);
    const [prague] = branches.items;
    expect(prague).toMatchObject({
      title: 'Prodejna Praha',
      is_primary: true,
      gps_latitude: 50.0755,
      gps_longitude: 14.4378,
      page_meta: { slug: 'praha-centrum' },
      store_branch: { address: { street: 'Náměstí Míru 12', city: 'Praha' } },
    });
    expect(prague?.opening_hours).toHaveLength(7);
    expect(prague?.opening_hours[6]).toEqual({ day: 7, opens: null, closes: null });
    expect(prague?.employees.map((e) => e.position)).toEqual(['Vedoucí prodejny', 'Prodavač']);
    expect(prague?.services).toContain('Výdej objednávek');
  });

  it('pages with skip and limit and translates', async () => {
    const page = await runOperation(api, branchesOperation, { skip: 10, limit: 5 }, 'en');
    expect(page.branches.total).toBe(12);
    expect(page.branches.items.map((b) => b.title)).toEqual(['Zlín store', 'Jihlava store']);
    expect(page.branches.items[0]?.region).toBe('Zlín Region');
  });

  it('filters by the primary flag', async () => {
    const primary = await runOperation(api, branchesOperation, { primary: true });
    expect(primary.branches.items.map((b) => b._id)).toEqual(['1']);
    const others = await runOperation(api, branchesOperation, { primary: false, limit: 100 });
    expect(others.branches.total).toBe(11);
  });

  it('finds a branch by slug or id', async () => {
    const bySlug = await runOperation(api, branchOperation, { slug: 'prague-centre' }, 'en');
    expect(bySlug.branch).toMatchObject({ _id: '1', title: 'Praha store' });
    const byId = await runOperation(api, branchOperation, { id: '3' });
    expect(byId.branch?.store_branch.address.city).toBe('Brno');
    expect((await runOperation(api, branchOperation, { id: '999' })).branch).toBeNull();
  });

  it('serves map markers up to the limit of 500', async () => {
    const { branchMap } = await runOperation(api, branchMapOperation, {});
    expect(branchMap).toHaveLength(12);
    const limited = await runOperation(api, branchMapOperation, { limit: 3 });
    expect(limited.branchMap).toHaveLength(3);
    const { body } = await postGraphql(api, { query: '{ branchMap(limit: 501) { _id } }' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
