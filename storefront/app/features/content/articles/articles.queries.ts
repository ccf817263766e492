import { queryOptions } from '@tanstack/react-query';
import {
  articleAuthorOperation,
  articleBySlugOperation,
  articleCategoryOperation,
  articleListConfigurationOperation,
  articlesOperation,
  articlesPageSize,
  articleTagOperation,
} from '@vitrina/contracts/content';
import type { ApiClient } from '../../../api/apiClient.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** Which articles a list shows: all, or those of a category, tag or author (by slug). */
export type ArticleFilter = { by: 'all' } | { by: 'category' | 'tag' | 'author'; slug: string };

const filterVariables = (filter: ArticleFilter) =>
  filter.by === 'category'
    ? { categorySlug: filter.slug }
    : filter.by === 'tag'
      ? { tagSlug: filter.slug }
      : filter.by === 'author'
        ? { authorSlug: filter.slug }
        : {};

/** One page of a list, newest first (the content server sorts by date_published descending). */
export function articlesQueryOptions(
  api: ApiClient,
  locale: Locale,
  filter: ArticleFilter,
  page: number,
) {
  return queryOptions({
    queryKey: ['articles', locale, filter, page],
    queryFn: async () =>
      (
        await api.query(articlesOperation, {
          ...filterVariables(filter),
          skip: (page - 1) * articlesPageSize,
          limit: articlesPageSize,
        })
      ).articles,
  });
}

/** The list page's heading and SEO, with every category and tag. */
export function articleListConfigurationQueryOptions(api: ApiClient, locale: Locale) {
  return queryOptions({
    queryKey: ['articleListConfiguration', locale],
    queryFn: () => api.query(articleListConfigurationOperation, {}),
  });
}

export function articleQueryOptions(api: ApiClient, locale: Locale, slug: string) {
  return queryOptions({
    queryKey: ['article', locale, slug],
    queryFn: async () => (await api.query(articleBySlugOperation, { slug })).article,
  });
}

/** The category, tag or author a filtered list is about; null when the slug names none. */
export function findArticleFilterSubject(
  api: ApiClient,
  by: 'category' | 'tag' | 'author',
  slug: string,
) {
  switch (by) {
    case 'category':
      return api.query(articleCategoryOperation, { slug }).then((answer) => answer.articleCategory);
    case 'tag':
      return api.query(articleTagOperation, { slug }).then((answer) => answer.articleTag);
    case 'author':
      return api.query(articleAuthorOperation, { slug }).then((answer) => answer.articleAuthor);
  }
}
