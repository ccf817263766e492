import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/database.ts';

export interface ParameterRow {
  id: number;
  code: string;
  type: string;
  position: number;
  title: string;
  unit: string | null;
  description: string | null;
  filterable: boolean;
  hideOnProductDetail: boolean;
}

export interface ParameterValueRow {
  id: number;
  parameterId: number;
  code: string;
  position: number;
  title: string;
  colorHex: string | null;
  image: string | null;
  /** Manufacturer values mirror a brand. */
  brandId: number | null;
  descriptionShort: string | null;
  descriptionLong: string | null;
  hideOnProductDetail: boolean;
}

/** Every parameter in `locale`, else `fallbackLocale` (the title else the code), by position. */
export function selectParameters(
  db: Database,
  locale: string,
  fallbackLocale: string,
): Promise<ParameterRow[]> {
  return selectRows<ParameterRow>(
    db,
    sql`select p.id, p.code, p.type, p.position, p.filterable,
          p.hide_on_product_detail as "hideOnProductDetail",
          coalesce(r.title, f.title, p.code) as title,
          coalesce(r.unit, f.unit) as unit,
          coalesce(r.description, f.description) as description
        from parameters p
        left join parameter_translations r on r.parameter_id = p.id and r.locale = ${locale}
        left join parameter_translations f on f.parameter_id = p.id and f.locale = ${fallbackLocale}
        order by p.position, p.id`,
  );
}

/** Every parameter value, translated like `selectParameters`, by parameter then position. */
export function selectParameterValues(
  db: Database,
  locale: string,
  fallbackLocale: string,
): Promise<ParameterValueRow[]> {
  return selectRows<ParameterValueRow>(
    db,
    sql`select v.id, v.parameter_id as "parameterId", v.code, v.position,
          v.color_hex as "colorHex", v.image_file_key as image, v.brand_id as "brandId",
          v.hide_on_product_detail as "hideOnProductDetail",
          coalesce(r.title, f.title, v.code) as title,
          coalesce(r.description_short, f.description_short) as "descriptionShort",
          coalesce(r.description_long, f.description_long) as "descriptionLong"
        from parameter_values v
        left join parameter_value_translations r on r.value_id = v.id and r.locale = ${locale}
        left join parameter_value_translations f on f.value_id = v.id and f.locale = ${fallbackLocale}
        order by v.parameter_id, v.position, v.id`,
  );
}
