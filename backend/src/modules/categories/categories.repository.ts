import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/database.ts';
import { productCategories } from '../../db/schema/index.ts';
import { intArray } from '../products/sql-lists.ts';

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

/** Slugs of these categories in `locale`, else `fallbackLocale`; untranslated ones are left out. */
export function selectCategorySlugs(
  db: Database,
  ids: readonly number[],
  locale: string,
  fallbackLocale: string,
): Promise<{ id: number; slug: string }[]> {
  return selectRows(
    db,
    sql`select distinct on (category_id) category_id as id, slug
        from product_category_translations
        where category_id = any(${intArray(ids)}) and locale in (${locale}, ${fallbackLocale})
        order by category_id, locale = ${locale} desc`,
  );
}

export interface CategoryTranslationRow {
  id: number;
  parentId: number | null;
  position: number;
  /** Null (and so are name and slug) for a category without translations: it keeps its place. */
  locale: string | null;
  name: string;
  slug: string;
}

/** Every category with every translation (the tree is small: ~60 rows × languages). */
export function selectCategoryTranslations(db: Database): Promise<CategoryTranslationRow[]> {
  return selectRows<CategoryTranslationRow>(
    db,
    sql`select c.id, c.parent_id as "parentId", c.position, t.locale, t.name, t.slug
        from product_categories c
        left join product_category_translations t on t.category_id = c.id
        order by c.position, c.id`,
  );
}
