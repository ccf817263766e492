import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/database.ts';
import { intArray } from './sql-lists.ts';

export interface ProductSummaryRow {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  requiredUserGroup: string | null;
  saleable: boolean;
  checkStock: boolean;
  /** Some variant has stock in some warehouse (live, not the denormalised listing flag). */
  hasStock: boolean;
}

/** Visible products by id (any order), named in `locale`, else `fallbackLocale`, else the code. */
export function selectProductSummaries(
  db: Database,
  ids: readonly number[],
  locale: string,
  fallbackLocale: string,
): Promise<ProductSummaryRow[]> {
  return selectRows<ProductSummaryRow>(
    db,
    sql`select p.id, coalesce(r.name, f.name, p.code) as name,
          coalesce(r.slug, f.slug, p.code) as slug, p.images[1] as image,
          p.required_user_group as "requiredUserGroup", p.saleable, p.check_stock as "checkStock",
          exists (select 1 from product_variants v join variant_stock s on s.variant_id = v.id
                  where v.product_id = p.id and s.quantity > 0) as "hasStock"
        from products p
        left join product_translations r on r.product_id = p.id and r.locale = ${locale}
        left join product_translations f on f.product_id = p.id and f.locale = ${fallbackLocale}
        where p.id = any(${intArray(ids)}) and p.visible`,
  );
}
