import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.ts';
import { productTranslations } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';
import { intArray } from '../../../db/sql-lists.ts';

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

/** Visible products by id (any order), named for the request, else by their code. */
export function selectProductSummaries(
  scope: LocaleScope,
  ids: readonly number[],
): Promise<ProductSummaryRow[]> {
  const t = productTranslations;
  return selectRows<ProductSummaryRow>(
    scope.db,
    sql`select p.id, coalesce(${t.name}, p.code) as name,
          coalesce(${t.slug}, p.code) as slug, p.images[1] as image,
          p.required_user_group as "requiredUserGroup", p.saleable, p.check_stock as "checkStock",
          exists (select 1 from product_variants v join variant_stock s on s.variant_id = v.id
                  where v.product_id = p.id and s.quantity > 0) as "hasStock"
        from products p
        left join ${t} on ${preferredTranslation(scope, t, t.productId, sql`p.id`)}
        where p.id = any(${intArray(ids)}) and p.visible`,
  );
}
