import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/database.ts';
import { productCategories } from '../../db/schema/index.ts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  fullname: string;
  position: number;
  depth: number;
}

export async function countCategories(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(productCategories);
  return row?.total ?? 0;
}

/**
 * One page of the tree, depth first (each parent right before its children, siblings by position),
 * with the translated name path from the root as `fullname`.
 */
export function selectCategoryPage(
  db: Database,
  locale: string,
  fallbackLocale: string,
  limit: number,
  offset: number,
): Promise<CategoryRow[]> {
  return selectRows<CategoryRow>(
    db,
    sql`
      with recursive named as (
        select c.id, c.parent_id, c.position,
          coalesce(r.name, f.name, 'Category ' || c.id) as name,
          coalesce(r.slug, f.slug, c.id::text) as slug
        from product_categories c
        left join product_category_translations r on r.category_id = c.id and r.locale = ${locale}
        left join product_category_translations f on f.category_id = c.id and f.locale = ${fallbackLocale}
      ),
      tree as (
        select n.*, 0 as depth, n.name::text as fullname, array[n.position, n.id] as sort_key
        from named n where n.parent_id is null
        union all
        select n.*, t.depth + 1, t.fullname || ' > ' || n.name, t.sort_key || array[n.position, n.id]
        from named n join tree t on n.parent_id = t.id
      )
      select id, parent_id as "parentId", name, slug, fullname, position, depth
      from tree order by sort_key limit ${limit} offset ${offset}`,
  );
}
