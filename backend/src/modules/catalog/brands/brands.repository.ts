import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/database.ts';
import { intArray } from '../../../db/sql-lists.ts';

export interface BrandRow {
  id: number;
  code: string;
  title: string;
  slug: string;
  /** Logo file key. */
  image: string | null;
  weight: number;
  virtualCategoryId: number | null;
}

/** Brands with one of `ids` (any order), or all by weight descending (then title), first `limit`. */
export function selectBrands(
  db: Database,
  options: { ids?: readonly number[]; limit?: number },
): Promise<BrandRow[]> {
  const filter = options.ids ? sql`where b.id = any(${intArray(options.ids)})` : sql``;
  const limit = options.limit && !options.ids ? sql`limit ${options.limit}` : sql``;
  return selectRows<BrandRow>(
    db,
    sql`select b.id, b.code, b.title, b.slug, b.logo_file_key as image, b.weight,
          b.virtual_category_id as "virtualCategoryId"
        from brands b
        ${filter}
        order by b.weight desc, b.title, b.id ${limit}`,
  );
}
