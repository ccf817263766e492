import { endpoints } from '@vitrina/contracts';
import {
  featuredProductsOperation,
  homepageOperation,
  infoBoxesOperation,
  topCategoriesOperation,
  wideBannersOperation,
  type CatalogProduct,
} from '@vitrina/contracts/content';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import { contentImage } from '../../../api/contentImages.server.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { loadProductBoxContext } from '../../catalog/productBoxSettings.server.ts';
import { loadRecommendations } from '../../catalog/recommendations/recommendations.server.ts';
import { brandTile } from '../brands.server.ts';
import { blockReferences, toContentBlocks } from './contentBlocks.ts';
import { homeJsonLd } from './homeJsonLd.ts';

/** Every section of the home page is optional: one that fails is left out, not the page. */
function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    logBackendFailure(error);
    return null;
  });
}

/** Spec §5: featured products without prices or data are dropped. */
function sellable(products: readonly CatalogProduct[] | undefined): CatalogProduct[] {
  return (products ?? []).filter(
    (product) => product.name && product.variants.length > 0 && product.prices.unitWithTax > 0,
  );
}

/**
 * The home page: the homepage blocks (with the products and categories they name), wide banners
 * by weight, info boxes with a colour in their order, featured products, top categories and
 * brands. Everything is fetched at once; the blocks' products follow in a second round.
 */
export async function loadHomePage(context: RequestContext) {
  const { api } = context;
  const [homepage, banners, infoBoxes, fresh, sale, tip, topCategories, productBox] =
    await Promise.all([
      optional(api.query(homepageOperation, {})),
      optional(api.query(wideBannersOperation, {})),
      optional(api.query(infoBoxesOperation, {})),
      optional(api.query(featuredProductsOperation, { type: 'new', limit: 8 })),
      optional(api.query(featuredProductsOperation, { type: 'sale', limit: 8 })),
      optional(api.query(featuredProductsOperation, { type: 'tip', limit: 8 })),
      optional(api.query(topCategoriesOperation, {})),
      loadProductBoxContext(context),
    ]);
  const blocks = toContentBlocks(homepage?.homepage.content ?? []);
  const references = blockReferences(blocks);
  const [blockProducts, blockCategories] = await Promise.all([
    references.productIds.length > 0
      ? optional(api.call(endpoints.catalogProduct, { query: { ids: references.productIds } }))
      : null,
    references.categoryIds.length > 0
      ? optional(api.call(endpoints.catalogCategory, { query: { ids: references.categoryIds } }))
      : null,
  ]);
  return {
    // Deferred: the best sellers' rail below the fold never holds the page back.
    bestSellers: loadRecommendations(context, { placement: 'homepage' }),
    blocks,
    blockProducts: sellable(blockProducts?.data),
    blockCategories: (blockCategories?.data ?? []).map(({ id, name, slug }) => ({
      id,
      name,
      slug,
    })),
    banners: [...(banners?.wideBanners ?? [])]
      .sort((a, b) => b.weight - a.weight)
      .map((banner) => ({
        id: banner._id,
        title: banner.title,
        text: banner.text,
        text2: banner.text_2,
        button: banner.button_text,
        url: banner.url?.startsWith('/') && !banner.url.startsWith('//') ? banner.url : null,
        // The first picture is the wide one, the second (when given) the phone's.
        wide: contentImage(banner.images[0] ?? null, { width: 1200, height: 400, crop: true }),
        narrow: contentImage(banner.images[1] ?? null, { width: 480, height: 320, crop: true }),
      })),
    infoBoxes: [...(infoBoxes?.infoBoxes ?? [])]
      .filter((box) => box.box_color)
      .sort((a, b) => a.order - b.order),
    featured: [
      { type: 'new' as const, products: sellable(fresh?.featuredProducts.products) },
      { type: 'sale' as const, products: sellable(sale?.featuredProducts.products) },
      { type: 'tip' as const, products: sellable(tip?.featuredProducts.products) },
    ].filter((entry) => entry.products.length > 0),
    topCategories: (topCategories?.topCategories ?? []).map((list) => ({
      id: list._id,
      title: list.title,
      image: contentImage(list.top_category_image, { width: 96, height: 96 }),
      links: [
        ...list.top_store_categories.map((ref) => ({ title: ref.title, slug: ref.slug })),
        ...list.top_virtual_categories.map((ref) => ({ title: ref.title, slug: ref.slug })),
      ],
    })),
    brands: (homepage?.homepage.brands ?? []).map(brandTile),
    productBox,
    imageBase: productBox.imageBase,
    jsonLd: homeJsonLd(context.publicOrigin, context.locale),
  };
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;
