import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  faqQuestions,
  faqQuestionTranslations,
  featuredProducts,
  infoBoxes,
  infoBoxTranslations,
  termReferences,
  terms,
  termTranslations,
  wideBanners,
  wideBannerTranslations,
} from '../../../db/schema/index.ts';
import type { FeaturedProductType } from '../../../db/schema/content-misc.ts';
import { rowsOf } from '../content-shared/rows.ts';
import { idBySlug, translationsOf, type LocaleScope } from '../../../db/translations.ts';

export function selectTermIds(scope: LocaleScope): Promise<{ id: number }[]> {
  return scope.db.select({ id: terms.id }).from(terms).orderBy(asc(terms.id));
}

export function termIdBySlug(scope: LocaleScope, slug: string) {
  return idBySlug(scope, termTranslations, termTranslations.termId, slug);
}

export function selectTermTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, termTranslations, termTranslations.termId, ids);
}

export function selectTermReferences(scope: LocaleScope, termIds: readonly number[]) {
  const { termId, position } = termReferences;
  return rowsOf(scope, termReferences, termId, termIds, asc(termId), asc(position));
}

export function selectEnabledBanners(scope: LocaleScope) {
  return scope.db
    .select()
    .from(wideBanners)
    .where(eq(wideBanners.enabled, true))
    .orderBy(desc(wideBanners.weight), asc(wideBanners.id));
}

export function selectBannerTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, wideBannerTranslations, wideBannerTranslations.bannerId, ids);
}

export function selectInfoBoxes(scope: LocaleScope) {
  return scope.db.select().from(infoBoxes).orderBy(asc(infoBoxes.order), asc(infoBoxes.id));
}

export function selectInfoBoxTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, infoBoxTranslations, infoBoxTranslations.infoBoxId, ids);
}

/** Every FAQ question, for the shopping guide. */
export function selectAllFaq(scope: LocaleScope) {
  return scope.db
    .select()
    .from(faqQuestions)
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.id));
}

export function selectFaqForCategory(scope: LocaleScope, categoryId: number) {
  return scope.db
    .select()
    .from(faqQuestions)
    .where(sql`${categoryId} = any(${faqQuestions.categoryIds})`)
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.id));
}

export function selectFaqTranslations(scope: LocaleScope, ids: readonly number[]) {
  return translationsOf(scope, faqQuestionTranslations, faqQuestionTranslations.questionId, ids);
}

export async function selectFeaturedProductIds(
  scope: LocaleScope,
  type: FeaturedProductType,
): Promise<number[]> {
  const rows = await scope.db
    .select({ id: featuredProducts.productId })
    .from(featuredProducts)
    .where(eq(featuredProducts.type, type))
    .orderBy(asc(featuredProducts.position), asc(featuredProducts.productId));
  return rows.map((row) => row.id);
}
