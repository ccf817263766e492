import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  articleAuthors,
  articleAuthorTranslations,
  articleCategories,
  articleCategoryTranslations,
  articles,
  articleTagLinks,
  articleTags,
  articleTagTranslations,
  articleTranslations,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../content-shared/rows.ts';
import { idBySlug, translationsOf, type LocaleScope } from '../../../db/translations.ts';

export type ArticleRow = typeof articles.$inferSelect;

export interface ArticleFilter {
  /** Articles of these categories (a master category and its sub-categories). */
  categoryIds?: number[];
  tagId?: number;
  authorId?: number;
  site?: string;
  now: Date;
}

function whereOf(db: LocaleScope['db'], filter: ArticleFilter): SQL | undefined {
  return and(
    // Scheduled articles stay hidden until their date.
    lte(articles.datePublished, filter.now),
    filter.categoryIds ? inArray(articles.categoryId, filter.categoryIds) : undefined,
    filter.authorId === undefined ? undefined : eq(articles.authorId, filter.authorId),
    filter.site === undefined ? undefined : sql`${filter.site} = any(${articles.siteEnabled})`,
    filter.tagId === undefined
      ? undefined
      : inArray(
          articles.id,
          db
            .select({ id: articleTagLinks.articleId })
            .from(articleTagLinks)
            .where(eq(articleTagLinks.tagId, filter.tagId)),
        ),
  );
}

export async function selectArticlePage(
  scope: LocaleScope,
  filter: ArticleFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = whereOf(scope.db, filter);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.datePublished), desc(articles.id))
      .limit(limit)
      .offset(offset),
    scope.db.select({ value: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectArticleBySlug(
  scope: LocaleScope,
  slug: string,
  now: Date,
): Promise<ArticleRow | undefined> {
  const id = await idBySlug(scope, articleTranslations, articleTranslations.articleId, slug);
  if (id === undefined) return undefined;
  const [row] = await scope.db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), lte(articles.datePublished, now)));
  return row;
}

export function selectArticlesByIds(scope: LocaleScope, ids: readonly number[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(articles)
    .where(and(inArray(articles.id, [...ids]), lte(articles.datePublished, now)));
}

export function selectArticleTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, articleTranslations, articleTranslations.articleId, ids);
}

export function selectTagLinks(scope: LocaleScope, articleIds: readonly number[]) {
  const { articleId, tagId } = articleTagLinks;
  return rowsOf(scope, articleTagLinks, articleId, articleIds, asc(tagId));
}

export function selectAuthors(scope: LocaleScope, ids?: readonly number[]) {
  return scope.db
    .select()
    .from(articleAuthors)
    .where(ids ? inArray(articleAuthors.id, [...ids]) : undefined)
    .orderBy(asc(articleAuthors.id));
}

export function selectAuthorTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, articleAuthorTranslations, articleAuthorTranslations.authorId, ids);
}

export function selectCategories(scope: LocaleScope) {
  return scope.db
    .select()
    .from(articleCategories)
    .orderBy(asc(articleCategories.position), asc(articleCategories.id));
}

export function selectCategoryTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(
    scope,
    articleCategoryTranslations,
    articleCategoryTranslations.categoryId,
    ids,
  );
}

export function selectTags(scope: LocaleScope) {
  return scope.db.select().from(articleTags).orderBy(asc(articleTags.id));
}

export function selectTagTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, articleTagTranslations, articleTagTranslations.tagId, ids);
}

export const slugLookups = {
  category: (scope: LocaleScope, slug: string) =>
    idBySlug(scope, articleCategoryTranslations, articleCategoryTranslations.categoryId, slug),
  tag: (scope: LocaleScope, slug: string) =>
    idBySlug(scope, articleTagTranslations, articleTagTranslations.tagId, slug),
  author: (scope: LocaleScope, slug: string) =>
    idBySlug(scope, articleAuthorTranslations, articleAuthorTranslations.authorId, slug),
};
