import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { cachedDictionary } from '../products/catalogue-cache.ts';
import { intArray } from '../products/sql-lists.ts';

export interface BrandEntry {
  id: number;
  code: string;
  title: string;
  slug: string;
  /** Logo file key. */
  image: string | null;
  weight: number;
  /** The brand's landing page (a virtual category), if it has one. */
  virtualCategoryId: number | null;
  virtualCategorySlug: string | null;
}

/**
 * Brands for content GraphQL and listings: by `ids` in that order (unknown ids left out), or all
 * by weight descending (then title), optionally only the first `limit`.
 */
export async function findBrands(
  ctx: RequestContext,
  options: { ids?: readonly number[]; limit?: number } = {},
): Promise<BrandEntry[]> {
  if (!options.ids && !options.limit) {
    const key = `brands|${ctx.locale}|${ctx.fallbackLocale}`;
    return cachedDictionary(ctx.db, key, () => readBrands(ctx, {}));
  }
  return readBrands(ctx, options);
}

async function readBrands(
  ctx: RequestContext,
  options: { ids?: readonly number[]; limit?: number },
): Promise<BrandEntry[]> {
  const filter = options.ids ? sql`where b.id = any(${intArray(options.ids)})` : sql``;
  const limit = options.limit && !options.ids ? sql`limit ${options.limit}` : sql``;
  const rows = await selectRows<BrandEntry>(
    ctx.db,
    sql`select b.id, b.code, b.title, b.slug, b.logo_file_key as image, b.weight,
          b.virtual_category_id as "virtualCategoryId",
          coalesce(r.slug, f.slug) as "virtualCategorySlug"
        from brands b
        left join virtual_category_translations r
          on r.virtual_category_id = b.virtual_category_id and r.locale = ${ctx.locale}
        left join virtual_category_translations f
          on f.virtual_category_id = b.virtual_category_id and f.locale = ${ctx.fallbackLocale}
        ${filter}
        order by b.weight desc, b.title, b.id ${limit}`,
  );
  if (!options.ids) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return options.ids.flatMap((id) => byId.get(id) ?? []);
}
