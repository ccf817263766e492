import type {
  ArticleAuthor as Author,
  ArticleCategory,
  ArticleDetail as Article,
  ArticleTag,
} from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { imageOf, pageMeta } from '../content-shared/page-meta.ts';
import { loadTranslated, withTranslations } from '../../../db/translations.ts';
import {
  selectArticleBySlug,
  selectArticlePage,
  selectArticlesByIds,
  selectArticleTranslations,
  selectAuthors,
  selectAuthorTranslations,
  selectCategories,
  selectCategoryTranslations,
  selectTagLinks,
  selectTags,
  selectTagTranslations,
  slugLookups,
  type ArticleFilter,
  type ArticleRow,
} from './content-articles.repository.ts';

export interface ArticleList {
  items: Article[];
  total: number;
}

export interface ArticleListInput {
  skip: number;
  limit: number;
  categorySlug?: string | null;
  tagSlug?: string | null;
  authorSlug?: string | null;
  site?: string | null;
}

async function listAuthors(ctx: RequestContext, ids?: readonly number[]): Promise<Author[]> {
  return loadTranslated(ctx, await selectAuthors(ctx, ids), selectAuthorTranslations, (row, t) => ({
    _id: String(row.id),
    title: t.title,
    perex: t.perex,
    image: imageOf(row.imagePath, t.title),
    content: t.content,
    author_has_page: row.authorHasPage,
    page_meta: pageMeta(t),
  }));
}

/** Every article category, each with its master category, in display order. */
export async function listArticleCategories(ctx: RequestContext): Promise<ArticleCategory[]> {
  const rows = await selectCategories(ctx);
  const plain = new Map(
    await loadTranslated(ctx, rows, selectCategoryTranslations, (row, t) => {
      const category: ArticleCategory = {
        _id: String(row.id),
        title: t.title,
        perex: t.perex,
        master_category: null,
        page_meta: pageMeta(t),
      };
      return [row.id, category] as const;
    }),
  );
  return rows.flatMap((row) => {
    const category = plain.get(row.id);
    if (!category) return [];
    const master = row.masterCategoryId === null ? undefined : plain.get(row.masterCategoryId);
    return [{ ...category, master_category: master ?? null }];
  });
}

export async function listArticleTags(ctx: RequestContext): Promise<ArticleTag[]> {
  return loadTranslated(ctx, await selectTags(ctx), selectTagTranslations, (row, t) => ({
    _id: String(row.id),
    title: t.title,
    page_meta: pageMeta(t),
  }));
}

async function toArticles(ctx: RequestContext, rows: ArticleRow[]): Promise<Article[]> {
  const ids = rows.map((row) => row.id);
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  const [translations, authors, categories, tags, links] = await Promise.all([
    selectArticleTranslations(ctx, ids),
    authorIds.length ? listAuthors(ctx, authorIds) : Promise.resolve([]),
    listArticleCategories(ctx),
    listArticleTags(ctx),
    selectTagLinks(ctx, ids),
  ]);
  const byId = <T extends { _id: string }>(list: T[]) =>
    new Map(list.map((item) => [item._id, item]));
  const authorMap = byId(authors);
  const categoryMap = byId(categories);
  const tagMap = byId(tags);
  return withTranslations(rows, translations, (row, t) => ({
    _id: String(row.id),
    date_published: row.datePublished.toISOString(),
    created: row.created.toISOString(),
    title: t.title,
    short_title: t.shortTitle,
    perex: t.perex,
    content: t.content,
    image: imageOf(row.imagePath, t.imageAlt),
    author: authorMap.get(String(row.authorId)) ?? null,
    category: categoryMap.get(String(row.categoryId)) ?? null,
    tags: links
      .filter((link) => link.articleId === row.id)
      .flatMap((link) => tagMap.get(String(link.tagId)) ?? []),
    page_meta: pageMeta(t, row),
    site_enabled: row.siteEnabled,
  }));
}

const empty: ArticleList = { items: [], total: 0 };

/**
 * Published articles (date_published not in the future), newest first, paged. A category slug
 * includes its sub-categories; an unknown category, tag or author slug gives an empty list.
 */
export async function listArticles(
  ctx: RequestContext,
  input: ArticleListInput,
  now = new Date(),
): Promise<ArticleList> {
  const filter: ArticleFilter = { now, site: input.site ?? undefined };
  if (input.categorySlug) {
    const id = await slugLookups.category(ctx, input.categorySlug);
    if (id === undefined) return empty;
    const categories = await listArticleCategories(ctx);
    filter.categoryIds = categories
      .filter((c) => c._id === String(id) || c.master_category?._id === String(id))
      .map((c) => Number(c._id));
  }
  if (input.tagSlug) {
    filter.tagId = await slugLookups.tag(ctx, input.tagSlug);
    if (filter.tagId === undefined) return empty;
  }
  if (input.authorSlug) {
    filter.authorId = await slugLookups.author(ctx, input.authorSlug);
    if (filter.authorId === undefined) return empty;
  }
  const { rows, total } = await selectArticlePage(ctx, filter, input.limit, input.skip);
  return { items: await toArticles(ctx, rows), total };
}

export async function findArticle(
  ctx: RequestContext,
  slug: string,
  now = new Date(),
): Promise<Article | null> {
  const row = await selectArticleBySlug(ctx, slug, now);
  if (!row) return null;
  const [article] = await toArticles(ctx, [row]);
  return article ?? null;
}

/** Published articles by id, in the order asked (references from category content). */
export async function findArticlesByIds(
  ctx: RequestContext,
  ids: readonly number[],
  now = new Date(),
): Promise<Article[]> {
  const rows = await selectArticlesByIds(ctx, ids, now);
  const articles = await toArticles(ctx, rows);
  return ids.flatMap((id) => articles.find((article) => article._id === String(id)) ?? []);
}

export async function findArticleCategory(
  ctx: RequestContext,
  slug: string,
): Promise<ArticleCategory | null> {
  const id = await slugLookups.category(ctx, slug);
  const categories = await listArticleCategories(ctx);
  return categories.find((category) => category._id === String(id)) ?? null;
}

export async function findArticleTag(
  ctx: RequestContext,
  slug: string,
): Promise<ArticleTag | null> {
  const id = await slugLookups.tag(ctx, slug);
  if (id === undefined) return null;
  const tags = await listArticleTags(ctx);
  return tags.find((tag) => tag._id === String(id)) ?? null;
}

export async function findArticleAuthor(ctx: RequestContext, slug: string): Promise<Author | null> {
  const id = await slugLookups.author(ctx, slug);
  if (id === undefined) return null;
  const [author] = await listAuthors(ctx, [id]);
  return author ?? null;
}
