import { articlesPageSize, type PageMetaJson } from '@vitrina/contracts/content';
import { data, redirect } from 'react-router';
import { toPageError, type PageErrorData } from '../../../api/apiErrors.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { pageOf } from '../../../routing/pageParam.ts';
import { routePath } from '../../../routing/routePath.ts';
import type { RouteName } from '../../../routing/routeTable.ts';
import { slugLocaleParams } from '../shared/otherLocale.server.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import { isPublished, toArticleTile } from './articleCards.server.ts';
import {
  articleListConfigurationQueryOptions,
  articlesQueryOptions,
  findArticleFilterSubject,
  type ArticleFilter,
} from './articles.queries.ts';

const routeOfFilter = {
  all: 'articleList',
  category: 'articleList-slug',
  tag: 'articleTag-slug',
  author: 'articleAuthor-slug',
} as const satisfies Record<ArticleFilter['by'], RouteName>;

/** Every page of a list has its own title: "Články (2)". */
function numbered<T extends { documentTitle: string }>(seo: T, page: number): T {
  return page > 1 ? { ...seo, documentTitle: `${seo.documentTitle} (${page})` } : seo;
}

const notFound = () => data<PageErrorData>({ message: 'Not found' }, { status: 404 });

interface Subject {
  title: string;
  perex: string | null;
  page_meta: PageMetaJson;
}

async function subjectOf(context: RequestContext, filter: ArticleFilter) {
  if (filter.by === 'all') {
    const config = await context.queryClient.ensureQueryData(
      articleListConfigurationQueryOptions(context.api, context.locale),
    );
    return { subject: config.articleListConfiguration as Subject, config };
  }
  const [subject, config] = await Promise.all([
    findArticleFilterSubject(context.api, filter.by, filter.slug),
    context.queryClient.ensureQueryData(
      articleListConfigurationQueryOptions(context.api, context.locale),
    ),
  ]);
  return { subject: subject as Subject | null, config };
}

/**
 * An article list (route articleList, or by category, tag or author slug): one page of published
 * articles, newest first, with real page URLs (`?page=2`). An unknown slug or page is a 404.
 */
export async function loadArticleList(context: RequestContext, url: URL, filter: ArticleFilter) {
  const page = pageOf(url);
  const route = routeOfFilter[filter.by];
  const params = filter.by === 'all' ? {} : { slug: filter.slug };
  const [{ subject, config }, list] = await Promise.all([
    subjectOf(context, filter),
    context.queryClient.ensureQueryData(
      articlesQueryOptions(context.api, context.locale, filter, page),
    ),
  ]).catch((error: unknown) => {
    throw toPageError(error);
  });
  if (!subject) throw notFound();
  if (filter.by !== 'all' && subject.page_meta.slug !== filter.slug) {
    const own = routePath(route, { slug: subject.page_meta.slug } as never, context.locale);
    throw redirect(own + url.search, 301);
  }
  const basePath = routePath(route, params as never, context.locale);
  const pageHref = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  const pages = Math.max(1, Math.ceil(list.total / articlesPageSize));
  if (page > pages) throw notFound();
  const localeParams =
    filter.by === 'all'
      ? undefined
      : await slugLocaleParams(context, filter.slug, (api) =>
          findArticleFilterSubject(api, filter.by as 'category', filter.slug),
        );
  return {
    filter: filter.by,
    title: subject.title,
    perex: subject.perex,
    articles: list.items
      .filter((item) => isPublished(item))
      .map((item) => toArticleTile(item, context.locale)),
    paging: {
      page,
      pageCount: pages,
      hrefs: Array.from({ length: pages }, (_, i) => pageHref(i + 1)),
    },
    categories: config.articleCategories.map((category) => ({
      title: category.title,
      href: routePath('articleList-slug', { slug: category.page_meta.slug }, context.locale),
      current: filter.by === 'category' && category.page_meta.slug === filter.slug,
    })),
    listHref: routePath('articleList', {}, context.locale),
    seo: numbered(
      contentSeo(context, subject.page_meta, {
        title: subject.title,
        description: subject.perex,
        path: pageHref(page),
      }),
      page,
    ),
    localeParams,
  };
}

export type ArticleListData = Awaited<ReturnType<typeof loadArticleList>>;
