import type { CatalogCategory } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { listCategoryTexts } from '../categories/categories.service.ts';
import { countProductsByCategory } from '../products/category-counts.service.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';

/** A store category translated for the request, with its path from the root. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  position: number;
  name: string;
  slug: string;
  slugs: { cs?: string; en?: string };
  /** Root first, this category last. */
  path: CategoryNode[];
  children: CategoryNode[];
  fullname: string;
  depth: number;
}

export interface CategoryIndex {
  byId: Map<number, CategoryNode>;
  /** slug (any language) → category; the request language wins a clash. */
  bySlug: Map<string, CategoryNode>;
}

/** The whole tree translated for the request (request language, then fallback); cached briefly. */
export function loadCategoryIndex(ctx: RequestContext): Promise<CategoryIndex> {
  return cachedDictionary(ctx.db, `categories|${ctx.locale}|${ctx.fallbackLocale}`, () =>
    readCategoryIndex(ctx),
  );
}

async function readCategoryIndex(ctx: RequestContext): Promise<CategoryIndex> {
  // The categories module owns the tables; this module shapes them for the catalogue API.
  const rows = await listCategoryTexts(ctx);
  const byId = new Map<number, CategoryNode>();
  for (const row of rows) {
    const slugs: CategoryNode['slugs'] = {};
    for (const [locale, slug] of Object.entries(row.slugs ?? {})) {
      if (locale === 'cs' || locale === 'en') slugs[locale] = slug;
    }
    byId.set(row.id, {
      id: row.id,
      parentId: row.parentId,
      position: row.position,
      name: row.name ?? `Category ${row.id}`,
      slug: row.slug ?? String(row.id),
      slugs,
      path: [],
      children: [],
      fullname: '',
      depth: 0,
    });
  }
  for (const node of byId.values()) {
    if (node.parentId !== null) byId.get(node.parentId)?.children.push(node);
  }
  const bySlug = new Map<string, CategoryNode>();
  for (const node of byId.values()) {
    const path: CategoryNode[] = [];
    for (let at: CategoryNode | undefined = node; at; at = byId.get(at.parentId ?? -1)) {
      path.unshift(at);
    }
    node.path = path;
    node.depth = path.length - 1;
    node.fullname = path.map((step) => step.name).join(' > ');
    for (const slug of Object.values(node.slugs)) if (!bySlug.has(slug)) bySlug.set(slug, node);
  }
  // The request language's slug wins over another language's identical one.
  for (const node of byId.values()) bySlug.set(node.slug, node);
  return { byId, bySlug };
}

export function toCatalogCategory(node: CategoryNode, productCount: number): CatalogCategory {
  const link = ({ id, name, slug }: CategoryNode) => ({ id, name, slug });
  return {
    id: node.id,
    parentId: node.parentId,
    name: node.name,
    slug: node.slug,
    slugs: node.slugs,
    fullname: node.fullname,
    depth: node.depth,
    breadcrumbs: node.path.map(link),
    children: node.children.map(link),
    productCount,
  };
}

/**
 * `GET /catalog/category`: categories by slugs (any language) or ids, in the order asked, unknown
 * ones left out. A slug lookup that finds nothing answers with an `error` (spec section 7).
 */
export async function findCatalogCategories(
  ctx: RequestContext,
  query: { slugs?: string[]; ids?: number[] },
): Promise<{
  data: CatalogCategory[];
  error?: { statusCode: 404; code: 'not_found'; message: string };
}> {
  const index = await loadCategoryIndex(ctx);
  const nodes = query.slugs
    ? query.slugs.flatMap((slug) => index.bySlug.get(slug.toLowerCase()) ?? [])
    : (query.ids ?? []).flatMap((id) => index.byId.get(id) ?? []);
  const counts = await countProductsByCategory(
    ctx,
    nodes.map((node) => node.id),
  );
  const data = nodes.map((node) => toCatalogCategory(node, counts.get(node.id) ?? 0));
  if (query.slugs && data.length === 0) {
    return {
      data,
      error: { statusCode: 404, code: 'not_found', message: 'No category with that slug' },
    };
  }
  return { data };
}
