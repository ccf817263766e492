import type { ProductCategory } from '@vitrina/contracts/store';
import type {
  ArticleListConfiguration,
  CategoryContent,
  CategoryRef,
  Configuration,
  TopCategoryList,
} from '@vitrina/contracts/content';
import { AppError } from '../../../core/errors.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import { listProductCategories } from '../../catalog/categories/categories.service.ts';
import { findArticlesByIds } from '../content-articles/content-articles.service.ts';
import { listCategoryFaq } from '../content-misc/content-misc.service.ts';
import { findVirtualCategoriesByIds } from '../content-virtual-categories/content-virtual-categories.service.ts';
import { imageOf, pageMeta } from '../content-shared/page-meta.ts';
import {
  selectCategoryContent,
  selectConfiguration,
  selectTopCategoryLists,
} from './content-config.repository.ts';

async function configurationOf(ctx: RequestContext) {
  const found = await selectConfiguration(ctx);
  // The seed writes the row; without it the content server is misconfigured, not the caller wrong.
  if (!found)
    throw new AppError({ title: 'Content configuration missing', code: 'internal_error' });
  return found;
}

export async function getConfiguration(ctx: RequestContext): Promise<Configuration> {
  const { row, translation: t } = await configurationOf(ctx);
  return {
    contact_block: { image: imageOf(row.contactBlockImage) },
    cart: {
      methods_info_text: t.cartMethodsInfoText,
      shopping_disabled: row.shoppingDisabled,
      shopping_disabled_text: t.shoppingDisabledText,
    },
    error_page: {
      title: t.errorPageTitle,
      content: t.errorPageContent,
      image: imageOf(row.errorPageImage, t.errorPageTitle),
    },
    products: { show_free_delivery_tag_by_price: row.showFreeDeliveryTagByPrice },
    footer: {
      copyright_name: t.footerCopyrightName,
      copyright_year: row.footerCopyrightYear,
      text: t.footerText,
      image: imageOf(row.footerImage, t.footerCopyrightName),
      social_links: row.socialLinks,
    },
    top_banner: {
      enabled: row.topBannerEnabled,
      background_color: row.topBannerBackgroundColor,
      font_color: row.topBannerFontColor,
      domain_enabled: row.topBannerDomainEnabled,
      icon: row.topBannerIcon,
      icon_text: t.topBannerIconText,
      text: t.topBannerText,
      lastModified: row.topBannerLastModified.toISOString(),
    },
  };
}

export async function getArticleListConfiguration(
  ctx: RequestContext,
): Promise<ArticleListConfiguration> {
  const { translation: t } = await configurationOf(ctx);
  return {
    title: t.articleListTitle,
    perex: t.articleListPerex,
    page_meta: pageMeta({
      slug: '',
      seoTitle: t.articleListSeoTitle,
      seoDescription: t.articleListSeoDescription,
    }),
  };
}

/** Homepage content blocks and the ids of the brands it shows (the resolver loads the brands). */
export async function getHomepage(
  ctx: RequestContext,
): Promise<{ content: unknown[]; brandIds: number[] }> {
  const { row, translation } = await configurationOf(ctx);
  return { content: translation.homepageContent, brandIds: row.homepageBrandIds };
}

/** The store's categories by id (the tree is small: one page of 200 covers it). */
async function storeCategories(ctx: RequestContext): Promise<Map<number, ProductCategory>> {
  const page = await listProductCategories(ctx, { page: 1, perPage: 200 });
  return new Map(page.data.map((category) => [category.id, category]));
}

const refOf = (category: ProductCategory | undefined): CategoryRef[] =>
  category ? [{ _id: String(category.id), title: category.name, slug: category.slug }] : [];

export async function listTopCategories(ctx: RequestContext): Promise<TopCategoryList[]> {
  const [lists, categories] = await Promise.all([
    selectTopCategoryLists(ctx),
    storeCategories(ctx),
  ]);
  const virtualIds = lists.flatMap(({ row, translation }) => [
    ...row.virtualCategoryIds,
    ...translation.links.flatMap((link) => link.virtual_category_link ?? []),
  ]);
  const virtual = new Map(
    (await findVirtualCategoriesByIds(ctx, [...new Set(virtualIds)])).map((category) => [
      Number(category._id),
      { _id: category._id, title: category.title, slug: category.slug },
    ]),
  );
  return lists.map(({ row, translation }) => ({
    _id: String(row.id),
    title: translation.title,
    top_category_item_type: row.itemType,
    top_category_image: imageOf(row.image, translation.title),
    top_store_categories: row.storeCategoryIds.flatMap((id) => refOf(categories.get(id))),
    top_virtual_categories: row.virtualCategoryIds.flatMap((id) => virtual.get(id) ?? []),
    links: translation.links.map((link) => ({
      title: link.title,
      link_type: link.link_type,
      custom_link: link.custom_link ?? null,
      category_link:
        link.category_link === undefined
          ? null
          : (refOf(categories.get(link.category_link))[0] ?? null),
      virtual_category_link:
        link.virtual_category_link === undefined
          ? null
          : (virtual.get(link.virtual_category_link) ?? null),
    })),
  }));
}

/** A store category's id, name and slug in the request language; null when unknown. */
export async function findStoreCategoryRef(
  ctx: RequestContext,
  id: number,
): Promise<CategoryRef | null> {
  return refOf((await storeCategories(ctx)).get(id))[0] ?? null;
}

/**
 * The content of a store category's page. A store category without content of its own still
 * answers (title, slug and FAQ) so every category page renders; an unknown store id gives null.
 */
export async function findCategoryContent(
  ctx: RequestContext,
  storeId: number,
): Promise<CategoryContent | null> {
  const categories = await storeCategories(ctx);
  const category = categories.get(storeId);
  if (!category) return null;
  const [found, faq] = await Promise.all([
    selectCategoryContent(ctx, storeId),
    listCategoryFaq(ctx, storeId),
  ]);
  const t = found?.translation;
  const articles = found ? await findArticlesByIds(ctx, found.row.articleIds) : [];
  return {
    _id: String(storeId),
    store_id: String(storeId),
    title: category.name,
    content: t?.content ?? null,
    description: t?.description ?? null,
    text_below_products: t?.textBelowProducts ?? null,
    page_meta: pageMeta({
      slug: category.slug,
      seoTitle: t?.seoTitle,
      seoDescription: t?.seoDescription,
      seoKeywords: t?.seoKeywords,
    }),
    faq,
    articles: articles.map((article) => ({
      _id: article._id,
      title: article.title,
      short_title: article.short_title,
      slug: article.page_meta.slug,
    })),
    category_video: found?.row.videoUrl
      ? { title: t?.videoTitle ?? null, video_url: found.row.videoUrl }
      : null,
    banner_catalog: (t?.bannerCatalog ?? []).map((banner, index) => ({
      _id: `${storeId}-${index + 1}`,
      position: banner.position,
      title: banner.title,
      url: banner.url,
      image: { path: banner.image, alt: banner.alt },
      main_image_translatable: { path: banner.image, alt: banner.alt },
    })),
    catalog_settings: {
      parameters: (found?.row.catalogParameters ?? []).map((setting) => ({
        entityId: String(setting.entityId),
        importantFilter: setting.importantFilter,
        closedFilter: setting.closedFilter,
      })),
    },
  };
}
