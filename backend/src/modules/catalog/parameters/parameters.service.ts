import type { RequestContext } from '../../../core/request-context.ts';
import { cachedDictionary } from '../../../db/dictionary-cache.ts';
import {
  selectParameters,
  selectParameterValues,
  type ParameterRow,
  type ParameterValueRow,
} from './parameters.repository.ts';

/** A parameter value, translated for the request. */
export type ParameterValueEntry = ParameterValueRow;

/** A parameter with its values in position order, translated for the request. */
export interface ParameterEntry extends ParameterRow {
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
    selectParameters(ctx),
    selectParameterValues(ctx),
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
