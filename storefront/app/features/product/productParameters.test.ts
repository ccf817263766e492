import type { CatalogProduct, ContentParameter } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { detailParameters } from './productParameters.ts';

function entity(
  id: number,
  overrides: Partial<ContentParameter> = {},
  values: { id: number; title: string; hidden?: boolean; short?: string }[] = [],
): ContentParameter {
  return {
    _id: String(id),
    title: `Parameter ${id}`,
    parameter_type: 'text',
    parameter_unit: null,
    description: null,
    parameter_hide_product_detail: false,
    values: values.map((value) => ({
      _id: String(value.id),
      title: value.title,
      description_short: value.short ?? null,
      description_long: null,
      color_hex: null,
      parameter_value_image: null,
      hide_product_detail: value.hidden ?? false,
    })),
    ...overrides,
  };
}

function productWith(parameters: { entityId: number; values: number[] }[]) {
  return {
    parameters: parameters.map((parameter) => ({
      ...parameter,
      title: 'stale title from the catalogue',
      type: 'text',
      unit: null,
      valueEntities: [],
    })),
  } satisfies Pick<CatalogProduct, 'parameters'>;
}

describe('detailParameters (spec §5)', () => {
  it('drops a parameter whose entity does not exist', () => {
    const result = detailParameters(productWith([{ entityId: 9, values: [1] }]), undefined, []);
    expect(result).toEqual([]);
  });

  it('drops a parameter hidden on the product detail', () => {
    const dictionary = [
      entity(1, { parameter_hide_product_detail: true }, [{ id: 10, title: 'Red' }]),
    ];
    expect(
      detailParameters(productWith([{ entityId: 1, values: [10] }]), undefined, dictionary),
    ).toEqual([]);
  });

  it('drops hidden values and the parameter when none is left', () => {
    const dictionary = [
      entity(1, {}, [
        { id: 10, title: 'Cotton', hidden: true },
        { id: 11, title: 'Linen', short: 'Cool in summer' },
      ]),
      entity(2, {}, [{ id: 20, title: 'Secret', hidden: true }]),
    ];
    const result = detailParameters(
      productWith([
        { entityId: 1, values: [10, 11] },
        { entityId: 2, values: [20] },
      ]),
      undefined,
      dictionary,
    );
    expect(result).toHaveLength(1);
    expect(result[0]?.title).toBe('Parameter 1');
    expect(result[0]?.values.map((value) => value.title)).toEqual(['Linen']);
    expect(result[0]?.values[0]?.descriptionShort).toBe('Cool in summer');
  });

  it('keeps a numeric parameter with a positive raw value, with its unit', () => {
    const dictionary = [entity(3, { parameter_type: 'number', parameter_unit: 'kg' })];
    const result = detailParameters(
      productWith([{ entityId: 3, values: [12] }]),
      undefined,
      dictionary,
    );
    expect(result[0]?.values[0]?.title).toBe('12 kg');
  });

  it('drops a text parameter whose values the dictionary does not know', () => {
    const dictionary = [entity(4, { parameter_type: 'text' })];
    expect(
      detailParameters(productWith([{ entityId: 4, values: [12] }]), undefined, dictionary),
    ).toEqual([]);
  });

  it("shows the chosen variant's own value for a parameter variants define", () => {
    const dictionary = [
      entity(5, {}, [
        { id: 50, title: '128 GB' },
        { id: 51, title: '256 GB' },
      ]),
    ];
    const variant = { parameters: productWith([{ entityId: 5, values: [51] }]).parameters };
    const result = detailParameters(
      productWith([{ entityId: 5, values: [50, 51] }]),
      variant,
      dictionary,
    );
    expect(result[0]?.values.map((value) => value.title)).toEqual(['256 GB']);
  });

  it('keeps the product order of parameters', () => {
    const dictionary = [
      entity(1, {}, [{ id: 10, title: 'A' }]),
      entity(2, {}, [{ id: 20, title: 'B' }]),
    ];
    const result = detailParameters(
      productWith([
        { entityId: 2, values: [20] },
        { entityId: 1, values: [10] },
      ]),
      undefined,
      dictionary,
    );
    expect(result.map((parameter) => parameter.id)).toEqual([2, 1]);
  });
});
