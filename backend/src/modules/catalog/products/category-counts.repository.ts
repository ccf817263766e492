import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/database.ts';
import { intArray, textArray } from '../../../db/sql-lists.ts';

/** Visible products listed in each category (links include ancestors, so subtrees count). */
export function selectProductCountsByCategory(
  db: Database,
  categoryIds: readonly number[],
  userGroups: readonly string[],
): Promise<{ categoryId: number; total: number }[]> {
  return selectRows<{ categoryId: number; total: number }>(
    db,
    sql`select l.category_id as "categoryId", count(*)::int as total
        from product_category_links l join products p on p.id = l.product_id
        where l.category_id = any(${intArray(categoryIds)}) and p.visible
          and (p.required_user_group is null
            or p.required_user_group = any(${textArray(userGroups)}))
        group by l.category_id`,
  );
}
