import { and, asc, eq } from 'drizzle-orm';
import { contentPages, contentPageTranslations } from '../../../db/schema/index.ts';
import type { PageKind } from '../../../db/schema/content-pages.ts';
import { idBySlug, translationsOf, type LocaleScope } from '../../../db/translations.ts';

export type PageRow = typeof contentPages.$inferSelect;
export type PageTranslationRow = typeof contentPageTranslations.$inferSelect;

export function selectMenuPages(scope: LocaleScope): Promise<PageRow[]> {
  return scope.db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, 'page'), eq(contentPages.inMenu, true)))
    .orderBy(asc(contentPages.position), asc(contentPages.id));
}

export async function selectPageBySlug(
  scope: LocaleScope,
  kind: PageKind,
  slug: string,
): Promise<PageRow | undefined> {
  const id = await idBySlug(scope, contentPageTranslations, contentPageTranslations.pageId, slug);
  if (id === undefined) return undefined;
  const [row] = await scope.db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.id, id), eq(contentPages.kind, kind)));
  return row;
}

export function selectPageTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, contentPageTranslations, contentPageTranslations.pageId, ids);
}
