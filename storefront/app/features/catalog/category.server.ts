import { ApiRequestError } from '@vitrina/contracts';
import type {
  CatalogCategory,
  CatalogState,
  CategoryContent,
  ContentVirtualCategory,
} from '@vitrina/contracts/content';
import { data, redirect } from 'react-router';
import { logBackendFailure, toPageError, type PageErrorData } from '../../api/apiErrors.ts';
import { contentImage } from '../../api/contentImages.server.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { RequestContext } from '../../request/requestContext.ts';
import { routePath } from '../../routing/routePath.ts';
import {
  catalogStateQueryOptions,
  categoryBySlugQueryOptions,
  categoryContentQueryOptions,
  filteredCategoryQueryOptions,
  virtualCategoryBySlugQueryOptions,
} from './catalog.queries.ts';
import { categoryMeta } from './categoryMeta.ts';
import { filterGroups } from './listing/listingFilters.ts';
import {
  hasFilters,
  listingScope,
  listingSearch,
  parseListingState,
} from './listing/listingState.ts';
import type { ListingBanner } from './ProductListing.tsx';
import { loadProductBoxContext } from './productBoxSettings.server.ts';

/** Parameters with a ticked value (the canonical virtual category lookup needs them). */
function selectedParameterIds(parameters: CatalogState['facets']['parameters']): number[] {
  return parameters
    .filter((parameter) => parameter.values.some((value) => value.selected))
    .map((parameter) => parameter.id);
}

const notFound = () => data<PageErrorData>({ message: 'Not found' }, { status: 404 });

/** What a slug names: a store category, or a virtual category (with one of its sliced tags). */
type Target =
  | { kind: 'category'; category: CatalogCategory }
  | { kind: 'virtual'; virtual: ContentVirtualCategory; tagSlug: string | null };

async function resolveTarget(context: RequestContext, segments: string[]): Promise<Target | null> {
  const { api, queryClient, locale } = context;
  const [first, second, ...rest] = segments;
  if (!first || rest.length > 0) return null;
  const [category, virtual] = await Promise.all([
    second ? null : queryClient.fetchQuery(categoryBySlugQueryOptions(api, locale, first)),
    queryClient.fetchQuery(virtualCategoryBySlugQueryOptions(api, locale, first)),
  ]);
  if (category) return { kind: 'category', category };
  if (!virtual) return null;
  if (second && !virtual.sliced_tags.some((tag) => tag.slug === second)) return null;
  return { kind: 'virtual', virtual, tagSlug: second ?? null };
}

/** The slug of a virtual category in a language (its canonical slugs name each one). */
function virtualSlug(virtual: ContentVirtualCategory, locale: Locale): string | null {
  return virtual.page_meta.canonical_slugs.find((entry) => entry.language === locale)?.slug ?? null;
}

/** The target's slug path in the request's language (its address) and per language (switch). */
function slugsOf(target: Target, locale: Locale) {
  if (target.kind === 'category') {
    const { slugs, slug } = target.category;
    return { own: slugs[locale] ?? slug, perLocale: slugs };
  }
  const tag = target.tagSlug ? `/${target.tagSlug}` : '';
  const perLocale: Partial<Record<Locale, string>> = {};
  for (const language of ['cs', 'en'] as const) {
    const slug = virtualSlug(target.virtual, language);
    // A sliced tag's slug is known only in the request's language.
    if (slug && (!tag || language === locale)) perLocale[language] = slug + tag;
  }
  return { own: target.virtual.slug + tag, perLocale };
}

/** Catalogue banners; only the shop's own paths are linked (an editor's typo stays inert). */
function banners(content: CategoryContent | null): ListingBanner[] {
  return (content?.banner_catalog ?? [])
    .filter((banner) => banner.position >= 1)
    .map((banner) => ({
      id: banner._id,
      position: banner.position,
      title: banner.title,
      href: banner.url.startsWith('/') && !banner.url.startsWith('//') ? banner.url : null,
      image: contentImage(banner.main_image_translatable ?? banner.image, { width: 320 }),
    }));
}

/**
 * A category page on the catch-all route (`all`): the store category or virtual category the
 * slug names (either language's slug; the other one redirects to this language's), one page of
 * its products filtered, sorted and paged by the address, its facets, and the content server's
 * texts around it. A slug that names no category gives null (the catch-all then asks the content
 * server about the path); filters a stale link names that no longer exist send the shopper to the
 * plain category.
 */
export async function loadCategoryPage(context: RequestContext, splat: string, url: URL) {
  const { api, queryClient, locale } = context;
  const segments = splat.split('/').filter(Boolean);
  let target: Target | null;
  try {
    target = await resolveTarget(context, segments);
  } catch (error) {
    throw toPageError(error);
  }
  if (!target) return null;
  const slugs = slugsOf(target, locale);
  if (slugs.own !== segments.join('/')) {
    // The other language's slug: this language's address of the same category.
    throw redirect(routePath('all', { slug: slugs.own }, locale) + url.search, 301);
  }
  const basePath = routePath('all', { slug: slugs.own }, locale);
  const state = parseListingState(url.searchParams);
  const storeId =
    target.kind === 'category'
      ? target.category.id
      : Number(target.virtual.sliced_categories[0]?.entityId ?? 0) || null;
  const tag =
    target.kind === 'virtual'
      ? target.virtual.sliced_tags.find((entry) => entry.slug === target.tagSlug)
      : undefined;
  const scope = listingScope(state, {
    ...(target.kind === 'category'
      ? { categoryId: target.category.id }
      : { virtualCategoryId: Number(target.virtual._id) }),
    extraValueIds: tag?.parameters.flatMap((parameter) => parameter.values.map(Number)) ?? [],
  });
  const currency = context.currency;
  let listing, content, productBox;
  try {
    [listing, content, productBox] = await Promise.all([
      queryClient.fetchQuery(catalogStateQueryOptions(api, locale, currency, scope)),
      storeId
        ? queryClient
            .fetchQuery(categoryContentQueryOptions(api, locale, storeId))
            .catch((error: unknown) => {
              logBackendFailure(error);
              return null;
            })
        : null,
      loadProductBoxContext(context),
    ]);
  } catch (error) {
    // Filter ids a stale link names no longer exist: the category without them.
    if (error instanceof ApiRequestError && error.status === 400 && hasFilters(state)) {
      throw redirect(basePath, 302);
    }
    throw toPageError(error);
  }
  if (state.page > 1 && state.page > listing.products.totalPages) throw notFound();
  const canonicalVirtual =
    target.kind === 'category' && state.valueIds.length > 0 && state.brandIds.length === 0
      ? await queryClient
          .fetchQuery(
            filteredCategoryQueryOptions(
              api,
              locale,
              target.category.id,
              selectedParameterIds(listing.facets.parameters),
              state.valueIds,
            ),
          )
          .catch(() => null)
      : null;
  const title =
    target.kind === 'category'
      ? target.category.name
      : tag
        ? `${target.virtual.title} – ${tag.title}`
        : target.virtual.title;
  const categoryLink = (crumb: { name: string; slug: string }) => ({
    label: crumb.name,
    href: routePath('all', { slug: crumb.slug }, locale),
  });
  const crumbs =
    target.kind === 'category'
      ? target.category.breadcrumbs.map(categoryLink)
      : [
          ...(listing.category ? [categoryLink(listing.category)] : []),
          categoryLink({ name: target.virtual.title, slug: target.virtual.slug }),
          ...(tag ? [{ label: tag.title, href: basePath }] : []),
        ];
  const canonicalSlug =
    target.kind === 'virtual'
      ? (virtualSlug(target.virtual, locale) ?? target.virtual.slug) +
        (target.tagSlug ? `/${target.tagSlug}` : '')
      : canonicalVirtual
        ? virtualSlug(canonicalVirtual, locale)
        : null;
  return {
    kind: target.kind,
    /** What `catalog.page_view` names the category by (a store id, or a virtual category's). */
    categoryId: target.kind === 'category' ? String(target.category.id) : target.virtual._id,
    title,
    basePath,
    breadcrumbs: crumbs,
    publicOrigin: context.publicOrigin,
    subcategories:
      target.kind === 'category'
        ? target.category.children.map((child) => ({
            name: child.name,
            href: routePath('all', { slug: child.slug }, locale),
          }))
        : [],
    tags:
      target.kind === 'virtual'
        ? target.virtual.sliced_tags.map((entry) => ({
            title: entry.title,
            href: routePath('all', { slug: `${target.virtual.slug}/${entry.slug}` }, locale),
            current: entry.slug === target.tagSlug,
          }))
        : [],
    state,
    products: listing.products,
    filters: filterGroups(listing.facets, content?.catalog_settings.parameters ?? []),
    price: listing.facets.price,
    activeFilters: listing.activeFilters,
    banners: state.page === 1 && !hasFilters(state) ? banners(content) : [],
    content: content
      ? {
          above: content.content,
          description: content.description,
          below: content.text_below_products,
          faq: content.faq,
          articles: content.articles.map((article) => ({
            title: article.short_title ?? article.title,
            href: routePath('article-slug', { slug: article.slug }, locale),
          })),
          video: content.category_video?.video_url.startsWith('https://')
            ? { title: content.category_video.title, url: content.category_video.video_url }
            : null,
        }
      : null,
    meta: categoryMeta({
      origin: context.publicOrigin,
      locale,
      title,
      basePath,
      state,
      pageMeta:
        target.kind === 'category' ? (content?.page_meta ?? null) : target.virtual.page_meta,
      description: content?.description ?? null,
      canonicalPath: canonicalSlug ? routePath('all', { slug: canonicalSlug }, locale) : null,
    }),
    productBox,
    imageBase: productBox.imageBase,
    localeParams: Object.fromEntries(
      Object.entries(slugs.perLocale).map(([language, slug]) => [language, { slug }]),
    ) as Partial<Record<Locale, { slug: string }>>,
    search: listingSearch(state),
  };
}

export type CategoryPageData = NonNullable<Awaited<ReturnType<typeof loadCategoryPage>>>;
