import type { CatalogVariant } from '@vitrina/contracts/content';

export interface VariantOption {
  valueId: number;
  title: string;
  colorHex: string | null;
  /** The variant this option leads to: this value with as many of the current others as exist. */
  variantId: number;
  selected: boolean;
  /** The variant it leads to can be ordered. */
  available: boolean;
}

export interface VariantAxis {
  parameterId: number;
  title: string;
  type: string;
  options: VariantOption[];
}

type Values = ReadonlyMap<number, number>;

function valuesOf(variant: CatalogVariant): Values {
  return new Map(
    variant.parameters.flatMap((parameter) =>
      parameter.values[0] === undefined ? [] : [[parameter.entityId, parameter.values[0]] as const],
    ),
  );
}

function overlap(a: Values, b: Values): number {
  let count = 0;
  for (const [parameter, value] of a) if (b.get(parameter) === value) count++;
  return count;
}

/**
 * Choosing by parameters (spec §4 "best match"): one row per parameter the variants differ in,
 * each value linking to the variant that has it and shares most of the current choice, an
 * orderable one first among equals. Empty when variants carry no parameters (choose by name).
 */
export function variantAxes(
  variants: readonly CatalogVariant[],
  current: CatalogVariant | undefined,
): VariantAxis[] {
  if (variants.length < 2 || !current) return [];
  const currentValues = valuesOf(current);
  const byVariant = variants.map((variant) => ({ variant, values: valuesOf(variant) }));
  const axes: VariantAxis[] = [];
  for (const parameter of variants[0]?.parameters ?? []) {
    const seen = new Map<number, VariantOption>();
    for (const { variant } of byVariant) {
      const own = variant.parameters.find((entry) => entry.entityId === parameter.entityId);
      const entity = own?.valueEntities[0];
      if (!entity || seen.has(entity._id)) continue;
      const target = bestMatch(byVariant, parameter.entityId, entity._id, currentValues);
      seen.set(entity._id, {
        valueId: entity._id,
        title: entity.title,
        colorHex: entity.colorHex,
        variantId: target.id,
        selected: currentValues.get(parameter.entityId) === entity._id,
        available: target.availability.isAvailable,
      });
    }
    if (seen.size > 1) {
      axes.push({
        parameterId: parameter.entityId,
        title: parameter.title,
        type: parameter.type,
        options: [...seen.values()],
      });
    }
  }
  return axes;
}

function bestMatch(
  candidates: readonly { variant: CatalogVariant; values: Values }[],
  parameterId: number,
  valueId: number,
  current: Values,
): CatalogVariant {
  let best: { variant: CatalogVariant; score: number } | undefined;
  for (const { variant, values } of candidates) {
    if (values.get(parameterId) !== valueId) continue;
    const score = overlap(values, current) * 2 + (variant.availability.isAvailable ? 1 : 0);
    if (!best || score > best.score) best = { variant, score };
  }
  // The value came from one of the candidates, so one always matches.
  return (best as { variant: CatalogVariant }).variant;
}
