import type { ArticleCard } from '@vitrina/contracts/content';
import { contentImage } from '../../../api/contentImages.server.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { routePath } from '../../../routing/routePath.ts';

/** An article's publication time has come (spec §5: future-dated articles are not listed). */
export function isPublished(article: { date_published: string }, now = Date.now()): boolean {
  return Date.parse(article.date_published) <= now;
}

/** What a tile of the article list shows. */
export function toArticleTile(article: ArticleCard, locale: Locale) {
  return {
    id: article._id,
    title: article.short_title || article.title,
    perex: article.perex,
    href: routePath('article-slug', { slug: article.page_meta.slug }, locale),
    datePublished: article.date_published,
    image: contentImage(article.image, { width: 480, height: 270, crop: true }),
    category: article.category
      ? {
          title: article.category.title,
          href: routePath('articleList-slug', { slug: article.category.page_meta.slug }, locale),
        }
      : null,
  };
}

export type ArticleTile = ReturnType<typeof toArticleTile>;
