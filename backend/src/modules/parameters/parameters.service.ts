import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { cachedDictionary } from '../products/catalogue-cache.ts';

/** A parameter value, translated for the request. */
export interface ParameterValueEntry {
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

/** A parameter with its values in position order, translated for the request. */
export interface ParameterEntry {
  id: number;
  code: string;
  type: string;
  position: number;
  title: string;
  unit: string | null;
  description: string | null;
  filterable: boolean;
  hideOnProductDetail: boolean;
  values: ParameterValueEntry[];
}

/** Every parameter and value by id: the catalogue's small dictionary (a hundred-odd rows). */
export interface ParameterDictionary {
  parameters: Map<number, ParameterEntry>;
  values: Map<number, ParameterValueEntry>;
}

/** The whole dictionary in the request language (fallback language, then the code); cached briefly. */
export function loadParameterDictionary(ctx: RequestContext): Promise<ParameterDictionary> {
  return cachedDictionary(ctx.db, `parameters|${ctx.locale}|${ctx.fallbackLocale}`, () =>
    readParameterDictionary(ctx),
  );
}

async function readParameterDictionary(ctx: RequestContext): Promise<ParameterDictionary> {
  const [parameterRows, valueRows] = await Promise.all([
    selectRows<Omit<ParameterEntry, 'values'>>(
      ctx.db,
      sql`select p.id, p.code, p.type, p.position, p.filterable,
            p.hide_on_product_detail as "hideOnProductDetail",
            coalesce(r.title, f.title, p.code) as title,
            coalesce(r.unit, f.unit) as unit,
            coalesce(r.description, f.description) as description
          from parameters p
          left join parameter_translations r on r.parameter_id = p.id and r.locale = ${ctx.locale}
          left join parameter_translations f on f.parameter_id = p.id and f.locale = ${ctx.fallbackLocale}
          order by p.position, p.id`,
    ),
    selectRows<ParameterValueEntry>(
      ctx.db,
      sql`select v.id, v.parameter_id as "parameterId", v.code, v.position,
            v.color_hex as "colorHex", v.image_file_key as image, v.brand_id as "brandId",
            v.hide_on_product_detail as "hideOnProductDetail",
            coalesce(r.title, f.title, v.code) as title,
            coalesce(r.description_short, f.description_short) as "descriptionShort",
            coalesce(r.description_long, f.description_long) as "descriptionLong"
          from parameter_values v
          left join parameter_value_translations r on r.value_id = v.id and r.locale = ${ctx.locale}
          left join parameter_value_translations f on f.value_id = v.id and f.locale = ${ctx.fallbackLocale}
          order by v.parameter_id, v.position, v.id`,
    ),
  ]);
  const parameters = new Map<number, ParameterEntry>();
  for (const row of parameterRows) parameters.set(row.id, { ...row, values: [] });
  const values = new Map<number, ParameterValueEntry>();
  for (const row of valueRows) {
    values.set(row.id, row);
    parameters.get(row.parameterId)?.values.push(row);
  }
  return { parameters, values };
}

/**
 * Parameters with their values (for content GraphQL "parameters and parameter values"), all or
 * those with the given ids in that order; unknown ids are left out.
 */
export async function listParameters(
  ctx: RequestContext,
  options: { ids?: readonly number[] } = {},
): Promise<ParameterEntry[]> {
  const { parameters } = await loadParameterDictionary(ctx);
  if (!options.ids) return [...parameters.values()];
  return options.ids.flatMap((id) => parameters.get(id) ?? []);
}

/** Parameter values by id (e.g. "a colour by _id"), in the order asked; unknown ids left out. */
export async function findParameterValues(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<ParameterValueEntry[]> {
  const { values } = await loadParameterDictionary(ctx);
  return ids.flatMap((id) => values.get(id) ?? []);
}
