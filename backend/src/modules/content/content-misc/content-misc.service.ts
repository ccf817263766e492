import {
  termsLimit,
  type CatalogProduct,
  type FaqQuestion,
  type InfoBox,
  type Term,
  type WideBanner,
} from '@vitrina/contracts/content';
import { featuredProductTypes, type FeaturedProductType } from '../../../db/schema/content-misc.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { findProducts } from '../../catalog/products/products.service.ts';
import { imageOf, pageMeta } from '../content-shared/page-meta.ts';
import { findVirtualCategoriesByIds } from '../content-virtual-categories/content-virtual-categories.service.ts';
import { loadTranslated, withTranslations } from '../../../db/translations.ts';
import {
  selectBannerTranslations,
  selectFeaturedProductIds,
  selectEnabledBanners,
  selectAllFaq,
  selectFaqForCategory,
  selectFaqTranslations,
  selectInfoBoxes,
  selectInfoBoxTranslations,
  selectTermIds,
  selectTermReferences,
  selectTermTranslations,
  termIdBySlug,
} from './content-misc.repository.ts';

async function toTerms(ctx: RequestContext, ids: number[]): Promise<Term[]> {
  const [translations, references] = await Promise.all([
    selectTermTranslations(ctx, ids),
    selectTermReferences(ctx, ids),
  ]);
  const linkedIds = references
    .filter((ref) => ref.refType === 'term')
    .map((ref) => Number(ref.refId));
  const virtualIds = references
    .filter((ref) => ref.refType === 'virtual_category')
    .map((ref) => Number(ref.refId));
  const [linked, virtuals] = await Promise.all([
    selectTermTranslations(
      ctx,
      linkedIds.filter((id) => !translations.has(id)),
    ),
    findVirtualCategoriesByIds(ctx, [...new Set(virtualIds)]),
  ]);
  const titleOf = (id: number) => translations.get(id) ?? linked.get(id);
  const rows = ids.map((id) => ({ id }));
  return withTranslations(rows, translations, ({ id }, t) => {
    const refs = references.filter((ref) => ref.termId === id);
    const ofType = (type: string) =>
      refs.filter((ref) => ref.refType === type).map((ref) => ({ entityId: ref.refId }));
    return {
      _id: String(id),
      title: t.title,
      page_title: t.pageTitle,
      perex: t.perex,
      description: t.description,
      page_meta: pageMeta(t),
      categories: ofType('category'),
      products: ofType('product'),
      // With title and slug, so a term page can link them; ones the shop no longer has left out.
      virtual_categories: refs
        .filter((ref) => ref.refType === 'virtual_category')
        .flatMap((ref) => {
          const category = virtuals.find((virtual) => virtual._id === ref.refId);
          return category
            ? [{ entityId: ref.refId, title: category.title, slug: category.page_meta.slug }]
            : [];
        }),
      terms: refs
        .filter((ref) => ref.refType === 'term')
        .flatMap((ref) => {
          const other = titleOf(Number(ref.refId));
          return other ? [{ _id: ref.refId, title: other.title, slug: other.slug }] : [];
        }),
    };
  });
}

/** Glossary terms sorted by title in the request language, at most `limit` (≤ 1000). */
export async function listTerms(ctx: RequestContext, limit: number): Promise<Term[]> {
  const ids = (await selectTermIds(ctx)).map((row) => row.id);
  const all = await toTerms(ctx, ids);
  const collator = new Intl.Collator(ctx.locale);
  return all
    .sort((a, b) => collator.compare(a.title, b.title))
    .slice(0, Math.min(limit, termsLimit));
}

export async function findTerm(ctx: RequestContext, slug: string): Promise<Term | null> {
  const id = await termIdBySlug(ctx, slug);
  if (id === undefined) return null;
  const [term] = await toTerms(ctx, [id]);
  return term ?? null;
}

/** Enabled wide banners, highest weight first. */
export async function listWideBanners(ctx: RequestContext): Promise<WideBanner[]> {
  const rows = await selectEnabledBanners(ctx);
  return loadTranslated(ctx, rows, selectBannerTranslations, (row, t) => ({
    _id: String(row.id),
    title: t.title,
    text: t.text,
    text_2: t.text2,
    button_text: t.buttonText,
    url: t.url,
    weight: row.weight,
    images: [row.image, row.imageMobile].flatMap((path) => imageOf(path, t.title) ?? []),
  }));
}

export async function listInfoBoxes(ctx: RequestContext): Promise<InfoBox[]> {
  return loadTranslated(ctx, await selectInfoBoxes(ctx), selectInfoBoxTranslations, (row, t) => ({
    _id: String(row.id),
    box_color: row.boxColor,
    order: row.order,
    text: t.text,
  }));
}

async function toFaq(ctx: RequestContext, ids: number[]): Promise<FaqQuestion[]> {
  const rows = ids.map((id) => ({ id }));
  return loadTranslated(ctx, rows, selectFaqTranslations, (row, t) => ({
    _id: String(row.id),
    title: t.title,
    content: t.content,
  }));
}

/** FAQ questions a store category's page lists. */
export async function listCategoryFaq(
  ctx: RequestContext,
  categoryId: number,
): Promise<FaqQuestion[]> {
  const rows = await selectFaqForCategory(ctx, categoryId);
  return toFaq(
    ctx,
    rows.map((row) => row.id),
  );
}

/** Every FAQ question in display order (the shopping guide's questions). */
export async function listFaq(ctx: RequestContext): Promise<FaqQuestion[]> {
  const rows = await selectAllFaq(ctx);
  return toFaq(
    ctx,
    rows.map((row) => row.id),
  );
}

/** FAQ questions by id, in the order asked. */
export function findFaqByIds(ctx: RequestContext, ids: number[]): Promise<FaqQuestion[]> {
  return toFaq(ctx, ids);
}

export function isFeaturedProductType(value: string): value is FeaturedProductType {
  return (featuredProductTypes as readonly string[]).includes(value);
}

/**
 * The editorial picks of one type as full catalogue products for this request (prices in its
 * currency and user groups); products hidden from the request's groups are left out.
 */
export async function listFeaturedProducts(
  ctx: RequestContext,
  type: FeaturedProductType,
  limit: number,
): Promise<CatalogProduct[]> {
  const ids = (await selectFeaturedProductIds(ctx, type)).slice(0, limit);
  if (ids.length === 0) return [];
  const { data } = await findProducts(ctx, { ids, limit: ids.length, checkPermissions: true });
  return data;
}
