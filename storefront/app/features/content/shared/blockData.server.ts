import type { CategoryCardData } from '@vitrina/cms-blocks';
import { endpoints } from '@vitrina/contracts';
import type { CatalogProduct, ContentBlockJson } from '@vitrina/contracts/content';
import { logBackendFailure } from '../../../api/apiErrors.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { routePath } from '../../../routing/routePath.ts';
import {
  loadProductBoxContext,
  type ProductBoxContextValue,
} from '../../catalog/productBoxSettings.server.ts';
import { storedBlocks } from './storedBlocks.ts';

/**
 * What a page's blocks show beside their own value: the catalogue products (drawn by the shop's
 * product box, catalog/blockProducts.tsx), the categories, and what every product box shares.
 */
export interface PageBlockData {
  products: CatalogProduct[];
  categories: Record<string, CategoryCardData>;
  productBox: ProductBoxContextValue;
}

interface BlockRefs {
  products: Set<number>;
  categories: Set<number>;
}

const idOf = (ref: unknown): number | null => {
  const id = Number(
    typeof ref === 'object' && ref !== null ? (ref as { entityId?: unknown }).entityId : ref,
  );
  return Number.isInteger(id) && id > 0 ? id : null;
};

function addIds(target: Set<number>, refs: unknown) {
  if (!Array.isArray(refs)) return;
  for (const ref of refs) {
    const id = idOf(ref);
    if (id !== null) target.add(id);
  }
}

/** Store ids the blocks name (products, store categories), nested rows included. */
export function blockRefs(blocks: readonly ContentBlockJson[], refs?: BlockRefs): BlockRefs {
  const found = refs ?? { products: new Set<number>(), categories: new Set<number>() };
  for (const block of blocks) {
    const value = (block as { value?: Record<string, unknown> }).value ?? {};
    addIds(found.products, value.product_reference);
    addIds(found.products, value.products);
    addIds(found.categories, value.category_reference);
    if (block.type === 'row' && Array.isArray(value.blocks)) {
      blockRefs(value.blocks as ContentBlockJson[], found);
    }
  }
  return found;
}

/**
 * The products and categories a page's blocks show. Optional data: a failing store leaves the
 * boxes out (a block with nothing resolved renders nothing), never the page.
 */
export async function loadBlockData(
  context: RequestContext,
  blocks: readonly ContentBlockJson[],
): Promise<PageBlockData> {
  const refs = blockRefs(storedBlocks(blocks) as unknown as ContentBlockJson[]);
  const [products, categories, productBox] = await Promise.all([
    refs.products.size ? loadBlockProducts(context, [...refs.products]) : [],
    refs.categories.size ? loadCategoryCards(context, [...refs.categories]) : {},
    loadProductBoxContext(context),
  ]);
  return { products, categories, productBox };
}

/** The catalogue products the blocks name, in no particular order. */
async function loadBlockProducts(
  context: RequestContext,
  ids: readonly number[],
): Promise<CatalogProduct[]> {
  try {
    const answer = await context.api.call(endpoints.catalogProduct, {
      query: { ids: ids.slice(0, 100) },
    });
    return answer.data;
  } catch (error) {
    logBackendFailure(error);
    return [];
  }
}

async function loadCategoryCards(
  context: RequestContext,
  ids: readonly number[],
): Promise<Record<string, CategoryCardData>> {
  try {
    const answer = await context.api.call(endpoints.catalogCategory, {
      query: { ids: ids.slice(0, 100) },
    });
    return Object.fromEntries(
      answer.data.map((category) => [
        String(category.id),
        {
          id: String(category.id),
          name: category.name,
          url: routePath('all', { slug: category.slug }, context.locale),
        },
      ]),
    );
  } catch (error) {
    logBackendFailure(error);
    return {};
  }
}
