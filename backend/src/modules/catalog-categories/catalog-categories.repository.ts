import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/database.ts';
import { intArray, textArray } from '../products/sql-lists.ts';

export interface CategoryTranslationRow {
  id: number;
  parentId: number | null;
  position: number;
  locale: string;
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

/** Visible products listed in each category (links include ancestors, so subtrees count). */
export async function countProductsByCategory(
  db: Database,
  categoryIds: readonly number[],
  userGroups: readonly string[],
): Promise<Map<number, number>> {
  const rows = await selectRows<{ categoryId: number; total: number }>(
    db,
    sql`select l.category_id as "categoryId", count(*)::int as total
        from product_category_links l join products p on p.id = l.product_id
        where l.category_id = any(${intArray(categoryIds)}) and p.visible
          and (p.required_user_group is null
            or p.required_user_group = any(${textArray(userGroups)}))
        group by l.category_id`,
  );
  return new Map(rows.map((row) => [row.categoryId, row.total]));
}
