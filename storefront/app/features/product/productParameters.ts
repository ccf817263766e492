import type { CatalogProduct, CatalogVariant, ContentParameter } from '@vitrina/contracts/content';

type ProductParameter = CatalogProduct['parameters'][number];

export interface DetailParameterValue {
  id: number;
  title: string;
  descriptionShort: string | null;
  descriptionLong: string | null;
  colorHex: string | null;
  /** Where the value leads (the brand's category for a manufacturer); set by the loader. */
  href?: string;
}

export interface DetailParameter {
  id: number;
  title: string;
  type: string;
  unit: string | null;
  description: string | null;
  values: DetailParameterValue[];
}

/**
 * The parameters a product page shows (spec §5): only those whose entity exists and is not hidden,
 * with the values not flagged `hide_product_detail`; a parameter is kept when a value is left, or
 * when it is numeric with a positive raw value the dictionary does not know (shown with its unit).
 * The chosen variant's own values replace the product's for the parameters variants define.
 */
export function detailParameters(
  product: Pick<CatalogProduct, 'parameters'>,
  variant: Pick<CatalogVariant, 'parameters'> | undefined,
  dictionary: readonly ContentParameter[],
): DetailParameter[] {
  const entities = new Map(dictionary.map((entity) => [Number(entity._id), entity]));
  const ownValues = new Map(variant?.parameters.map((own) => [own.entityId, own.values]) ?? []);
  return product.parameters.flatMap((parameter): DetailParameter[] => {
    const entity = entities.get(parameter.entityId);
    if (!entity || entity.parameter_hide_product_detail) return [];
    const values = (ownValues.get(parameter.entityId) ?? parameter.values).flatMap((valueId) =>
      detailValue(entity, parameter, valueId),
    );
    if (values.length === 0) return [];
    return [
      {
        id: parameter.entityId,
        title: entity.title,
        type: entity.parameter_type,
        unit: entity.parameter_unit,
        description: entity.description,
        values,
      },
    ];
  });
}

function detailValue(
  entity: ContentParameter,
  parameter: ProductParameter,
  valueId: number,
): DetailParameterValue[] {
  const value = entity.values.find((candidate) => Number(candidate._id) === valueId);
  if (value) {
    if (value.hide_product_detail) return [];
    return [
      {
        id: valueId,
        title: value.title,
        descriptionShort: value.description_short,
        descriptionLong: value.description_long,
        colorHex: value.color_hex,
      },
    ];
  }
  // A numeric parameter may carry a raw number instead of a value record.
  if (entity.parameter_type !== 'number' || !(valueId > 0)) return [];
  const unit = entity.parameter_unit ?? parameter.unit;
  return [
    {
      id: valueId,
      title: unit ? `${valueId} ${unit}` : String(valueId),
      descriptionShort: null,
      descriptionLong: null,
      colorHex: null,
    },
  ];
}
