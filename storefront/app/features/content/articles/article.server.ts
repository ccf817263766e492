import { articleBySlugOperation, featuredProductsOperation } from '@vitrina/contracts/content';
import { data, redirect } from 'react-router';
import { logBackendFailure, toPageError, type PageErrorData } from '../../../api/apiErrors.ts';
import { contentImage } from '../../../api/contentImages.server.ts';
import { serverEnv } from '../../../env.server.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import { routeTitle } from '../../../routing/routeTable.ts';
import { siteName } from '../../../ui/DocumentTitle.tsx';
import { loadProductBoxContext } from '../../catalog/productBoxSettings.server.ts';
import { slugLocaleParams } from '../shared/otherLocale.server.ts';
import { contentSeo } from '../shared/pageMeta.server.ts';
import { breadcrumbJsonLd } from '../../../ui/structuredData.ts';
import { articleJsonLd } from '../shared/structuredData.ts';
import { isPublished } from './articleCards.server.ts';
import { articleQueryOptions } from './articles.queries.ts';

/** Related products under an article: the shop's editorial tips (articles name no products). */
async function relatedProducts(context: RequestContext) {
  try {
    return (await context.api.query(featuredProductsOperation, { type: 'tip', limit: 4 }))
      .featuredProducts.products;
  } catch (error) {
    logBackendFailure(error);
    return [];
  }
}

/**
 * One article by slug (route article-slug): 404 when unknown or not yet published, a 301 to its
 * own slug when found by the other language's.
 */
export async function loadArticle(context: RequestContext, slug: string) {
  const { locale } = context;
  const article = await context.queryClient
    .ensureQueryData(articleQueryOptions(context.api, locale, slug))
    .catch((error: unknown) => {
      throw toPageError(error);
    });
  if (!article || !isPublished(article)) {
    throw data<PageErrorData>({ message: 'Article not found' }, { status: 404 });
  }
  const ownSlug = article.page_meta.slug;
  if (ownSlug !== slug) throw redirect(routePath('article-slug', { slug: ownSlug }, locale), 301);
  const path = routePath('article-slug', { slug: ownSlug }, locale);
  const url = context.publicOrigin + path;
  const listPath = routePath('articleList', {}, locale);
  const author = article.author;
  const authorHref = author?.author_has_page
    ? routePath('articleAuthor-slug', { slug: author.page_meta.slug }, locale)
    : null;
  const categoryHref = article.category
    ? routePath('articleList-slug', { slug: article.category.page_meta.slug }, locale)
    : null;
  const image = contentImage(article.image, { width: 960, height: 540, crop: true });
  const [products, productBox, localeParams] = await Promise.all([
    relatedProducts(context),
    loadProductBoxContext(context),
    slugLocaleParams(
      context,
      ownSlug,
      async (api) => (await api.query(articleBySlugOperation, { slug: ownSlug })).article,
    ),
  ]);
  const seo = contentSeo(context, article.page_meta, {
    title: article.title,
    description: article.perex,
    path,
  });
  return {
    article: {
      title: article.title,
      perex: article.perex,
      content: article.content,
      datePublished: article.date_published,
      image,
      author: author ? { name: author.title, href: authorHref } : null,
      category:
        article.category && categoryHref
          ? { title: article.category.title, href: categoryHref }
          : null,
      tags: article.tags.map((tag) => ({
        title: tag.title,
        href: routePath('articleTag-slug', { slug: tag.page_meta.slug }, locale),
      })),
    },
    listHref: listPath,
    products,
    productBox,
    seo,
    imageBase: serverEnv().contentApiUrl,
    jsonLd: [
      articleJsonLd({
        headline: article.title,
        description: article.perex,
        url,
        image: image?.src ?? null,
        datePublished: article.date_published,
        dateModified:
          article.created > article.date_published ? article.created : article.date_published,
        author: author
          ? { name: author.title, url: authorHref && context.publicOrigin + authorHref }
          : null,
        publisher: siteName,
      }),
      breadcrumbJsonLd([
        { name: context.i18n._(routeTitle('articleList')), url: context.publicOrigin + listPath },
        ...(article.category && categoryHref
          ? [{ name: article.category.title, url: context.publicOrigin + categoryHref }]
          : []),
        { name: article.title, url },
      ]),
    ],
    localeParams,
  };
}

export type ArticleData = Awaited<ReturnType<typeof loadArticle>>;
