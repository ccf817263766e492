import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/database.ts';
import { productCategories, productCategoryTranslations } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';
import { intArray } from '../../../db/sql-lists.ts';

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
  scope: LocaleScope,
  limit: number,
  offset: number,
): Promise<CategoryRow[]> {
  const t = productCategoryTranslations;
  return selectRows<CategoryRow>(
    scope.db,
    sql`
      with recursive named as (
        select c.id, c.parent_id, c.position,
          coalesce(${t.name}, 'Category ' || c.id) as name,
          coalesce(${t.slug}, c.id::text) as slug
        from product_categories c
        left join ${t} on ${preferredTranslation(scope, t, t.categoryId, sql`c.id`)}
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

/** Slugs of these categories for the request; untranslated ones are left out. */
export function selectCategorySlugs(
  scope: LocaleScope,
  ids: readonly number[],
): Promise<{ id: number; slug: string }[]> {
  const t = productCategoryTranslations;
  return selectRows(
    scope.db,
    sql`select ${t.categoryId} as id, ${t.slug} as slug from ${t}
        where ${t.categoryId} = any(${intArray(ids)})
          and ${preferredTranslation(scope, t, t.categoryId, t.categoryId)}`,
  );
}

/** A category's texts for the request (null without any), and its slug in every language. */
export interface CategoryTextRow {
  id: number;
  parentId: number | null;
  position: number;
  name: string | null;
  slug: string | null;
  slugs: Record<string, string> | null;
}

/** Every category, root order (the tree is small: ~60 rows). */
export function selectCategoryTexts(scope: LocaleScope): Promise<CategoryTextRow[]> {
  const t = productCategoryTranslations;
  return selectRows<CategoryTextRow>(
    scope.db,
    sql`select c.id, c.parent_id as "parentId", c.position, ${t.name} as name, ${t.slug} as slug,
          (select json_object_agg(s.locale, s.slug order by s.locale)
           from product_category_translations s where s.category_id = c.id) as slugs
        from product_categories c
        left join ${t} on ${preferredTranslation(scope, t, t.categoryId, sql`c.id`)}
        order by c.position, c.id`,
  );
}
