import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.ts';
import { parameterTranslations, parameterValueTranslations } from '../../../db/schema/index.ts';
import { preferredTranslation, type LocaleScope } from '../../../db/translations.ts';

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

/** Every parameter, translated for the request (the title else the code), by position. */
export function selectParameters(scope: LocaleScope): Promise<ParameterRow[]> {
  const t = parameterTranslations;
  return selectRows<ParameterRow>(
    scope.db,
    sql`select p.id, p.code, p.type, p.position, p.filterable,
          p.hide_on_product_detail as "hideOnProductDetail",
          coalesce(${t.title}, p.code) as title, ${t.unit} as unit,
          ${t.description} as description
        from parameters p
        left join ${t} on ${preferredTranslation(scope, t, t.parameterId, sql`p.id`)}
        order by p.position, p.id`,
  );
}

/** Every parameter value, translated like `selectParameters`, by parameter then position. */
export function selectParameterValues(scope: LocaleScope): Promise<ParameterValueRow[]> {
  const t = parameterValueTranslations;
  return selectRows<ParameterValueRow>(
    scope.db,
    sql`select v.id, v.parameter_id as "parameterId", v.code, v.position,
          v.color_hex as "colorHex", v.image_file_key as image, v.brand_id as "brandId",
          v.hide_on_product_detail as "hideOnProductDetail",
          coalesce(${t.title}, v.code) as title,
          ${t.descriptionShort} as "descriptionShort", ${t.descriptionLong} as "descriptionLong"
        from parameter_values v
        left join ${t} on ${preferredTranslation(scope, t, t.valueId, sql`v.id`)}
        order by v.parameter_id, v.position, v.id`,
  );
}
