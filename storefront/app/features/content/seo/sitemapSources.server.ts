import { endpoints } from '@vitrina/contracts';
import {
  articleListConfigurationOperation,
  articlesMaxLimit,
  articlesOperation,
  branchMapLimit,
  branchMapOperation,
  pagesMenuOperation,
  termsLimit,
  termsOperation,
} from '@vitrina/contracts/content';
import type { ApiClient } from '../../../api/apiClient.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { routePath } from '../../../routing/routePath.ts';

/** A page of one language: a key shared by its versions in other languages, and its path. */
export interface SitemapItem {
  key: string;
  path: string;
  lastmod?: string;
}

export const sitemapTypes = [
  'pages',
  'products',
  'categories',
  'articles',
  'branches',
  'terms',
] as const;
export type SitemapType = (typeof sitemapTypes)[number];

// Spec §9: the store lists categories 200 a page; a shop with more than this many is cut here.
const maxPages = 50;

async function categories(api: ApiClient) {
  const all = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await api.call(endpoints.productCategories, { query: { page, perPage: 200 } });
    all.push(...answer.data);
    if (page >= answer.totalPages) break;
  }
  return all;
}

async function articles(api: ApiClient) {
  const all = [];
  for (let skip = 0; skip < maxPages * articlesMaxLimit; skip += articlesMaxLimit) {
    const { articles: list } = await api.query(articlesOperation, {
      skip,
      limit: articlesMaxLimit,
    });
    all.push(...list.items);
    if (skip + articlesMaxLimit >= list.total) break;
  }
  return all;
}

/** The pages of the route table that exist in every language and show the same content. */
const fixedRoutes = [
  'index',
  'articleList',
  'shopping-guide',
  'about-purchase',
  'glossary',
  'branches',
  'contact',
  'order',
] as const;

/** Where each type's pages come from, asked in one language. */
export const sitemapSources: Record<
  SitemapType,
  (api: ApiClient, locale: Locale) => Promise<SitemapItem[]>
> = {
  pages: async (api, locale) => {
    const { pages } = await api.query(pagesMenuOperation, {});
    return [
      ...fixedRoutes.map((name) => ({ key: name, path: routePath(name, {}, locale) })),
      ...pages.map((page) => ({
        key: `page-${page._id}`,
        path: page.url_rewrite ?? routePath('page-slug', { slug: page.page_meta.slug }, locale),
      })),
    ];
  },
  products: async (api, locale) => {
    const roots = (await categories(api)).filter((category) => category.parentId === null);
    const lists = await Promise.all(
      roots.map((root) =>
        api.call(endpoints.catalogProduct, { query: { categoryIds: [root.id], limit: 100 } }),
      ),
    );
    const seen = new Map<number, SitemapItem>();
    for (const product of lists.flatMap((list) => list.data)) {
      seen.set(product.id, {
        key: String(product.id),
        path: routePath('product-slug', { slug: product.slug }, locale),
      });
    }
    return [...seen.values()];
  },
  categories: async (api, locale) =>
    (await categories(api)).map((category) => ({
      key: String(category.id),
      path: routePath('all', { slug: category.slug }, locale),
    })),
  articles: async (api, locale) => {
    const [list, config] = await Promise.all([
      articles(api),
      api.query(articleListConfigurationOperation, {}),
    ]);
    return [
      ...list.map((article) => ({
        key: article._id,
        path: routePath('article-slug', { slug: article.page_meta.slug }, locale),
        lastmod: article.date_published,
      })),
      ...config.articleCategories.map((category) => ({
        key: `category-${category._id}`,
        path: routePath('articleList-slug', { slug: category.page_meta.slug }, locale),
      })),
      ...config.articleTags.map((tag) => ({
        key: `tag-${tag._id}`,
        path: routePath('articleTag-slug', { slug: tag.page_meta.slug }, locale),
      })),
    ];
  },
  branches: async (api, locale) =>
    (await api.query(branchMapOperation, { limit: branchMapLimit })).branchMap.map((branch) => ({
      key: branch._id,
      path: routePath('branch-slug', { slug: branch.page_meta.slug }, locale),
    })),
  terms: async (api, locale) =>
    (await api.query(termsOperation, { limit: termsLimit })).terms.map((term) => ({
      key: term._id,
      path: routePath('glossary-slug', { slug: term.page_meta.slug }, locale),
    })),
};
