import type {
  brands,
  discounts,
  discountTranslations,
  parameters,
  parameterTranslations,
  parameterValues,
  parameterValueTranslations,
  priceLists,
  virtualCategories,
  virtualCategoryFilters,
  virtualCategoryTagFilters,
  virtualCategoryTags,
  virtualCategoryTagTranslations,
  virtualCategoryTranslations,
  warehouses,
} from '../db/schema/index.ts';
import type { FlatCategory } from './categories.ts';
import {
  brandNames,
  discountSpecs,
  parameterSpecs,
  priceListSpecs,
  warehouseSpecs,
  type ValueSpec,
} from './data/catalogue.ts';
import {
  leafTemplates,
  virtualCategorySpecs,
  type LeafTemplate,
  type VirtualCategoryTagSpec,
} from './data/catalogue-products.ts';
import { demoImageKey } from './images.ts';
import { slugify } from './slugify.ts';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** The catalogue's small tables, written before the generated products. Pure. */
export interface CatalogueReference {
  brands: Rows<typeof brands>;
  parameters: Rows<typeof parameters>;
  parameterTranslations: Rows<typeof parameterTranslations>;
  parameterValues: Rows<typeof parameterValues>;
  parameterValueTranslations: Rows<typeof parameterValueTranslations>;
  warehouses: Rows<typeof warehouses>;
  priceLists: Rows<typeof priceLists>;
  discounts: Rows<typeof discounts>;
  discountTranslations: Rows<typeof discountTranslations>;
  virtualCategories: Rows<typeof virtualCategories>;
  virtualCategoryTranslations: Rows<typeof virtualCategoryTranslations>;
  virtualCategoryFilters: Rows<typeof virtualCategoryFilters>;
  virtualCategoryTags: Rows<typeof virtualCategoryTags>;
  virtualCategoryTagTranslations: Rows<typeof virtualCategoryTagTranslations>;
  virtualCategoryTagFilters: Rows<typeof virtualCategoryTagFilters>;
}

/** A leaf category products are generated into, with its ancestors (for the listing links). */
export interface CatalogueLeaf {
  id: number;
  /** Its id and every ancestor's, leaf first. */
  path: number[];
  template: LeafTemplate;
}

/** What the product generator needs to know about the reference rows (ids by code). */
export interface CatalogueIds {
  leaves: CatalogueLeaf[];
  brandCount: number;
  /** `parameterCode:valueCode` → value id; manufacturer values are `manufacturer:<brandId>`. */
  valueId: ReadonlyMap<string, number>;
  parameterId: ReadonlyMap<string, number>;
  discountId: ReadonlyMap<string, number>;
  warehouseIds: number[];
  priceListId: ReadonlyMap<string, number>;
}

export function catalogueLeaves(categories: readonly FlatCategory[]): CatalogueLeaf[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return categories.flatMap((category) => {
    const template = leafTemplates[category.names.en];
    if (!template) return [];
    const path: number[] = [];
    for (let at: FlatCategory | undefined = category; at; at = byId.get(at.parentId ?? -1)) {
      path.push(at.id);
    }
    return [{ id: category.id, path, template }];
  });
}

export function buildCatalogueReference(categories: readonly FlatCategory[]): {
  rows: CatalogueReference;
  ids: CatalogueIds;
} {
  const rows: CatalogueReference = {
    brands: [],
    parameters: [],
    parameterTranslations: [],
    parameterValues: [],
    parameterValueTranslations: [],
    warehouses: [],
    priceLists: [],
    discounts: [],
    discountTranslations: [],
    virtualCategories: [],
    virtualCategoryTranslations: [],
    virtualCategoryFilters: [],
    virtualCategoryTags: [],
    virtualCategoryTagTranslations: [],
    virtualCategoryTagFilters: [],
  };
  const valueId = new Map<string, number>();
  const parameterId = new Map<string, number>();

  brandNames.forEach((title, index) => {
    const slug = slugify(title);
    rows.brands.push({
      id: index + 1,
      code: slug.replace(/-/g, '_'),
      title,
      slug,
      logoFileKey: demoImageKey('brands', slug),
      // Earlier brands weigh more, so "brands by weight" has a stable, meaningful order.
      weight: (brandNames.length - index) * 10,
    });
  });

  parameterSpecs.forEach((spec, index) => {
    const id = index + 1;
    parameterId.set(spec.code, id);
    rows.parameters.push({ id, code: spec.code, type: spec.type, position: index });
    for (const locale of ['cs', 'en'] as const) {
      rows.parameterTranslations.push({
        parameterId: id,
        locale,
        title: spec[locale],
        unit: spec.unit?.[locale] ?? null,
      });
    }
    const values: (ValueSpec & { brandId?: number })[] =
      spec.type === 'manufacturer'
        ? rows.brands.map((brand) => ({
            code: String(brand.id),
            cs: brand.title,
            en: brand.title,
            brandId: brand.id,
          }))
        : [...spec.values];
    values.forEach((value, position) => {
      const id = rows.parameterValues.length + 1;
      valueId.set(`${spec.code}:${value.code}`, id);
      const hex = value.hex;
      rows.parameterValues.push({
        id,
        parameterId: index + 1,
        code: value.code,
        position,
        colorHex: hex ?? null,
        imageFileKey: hex ? demoImageKey('colors', hex.slice(1)) : null,
        brandId: value.brandId ?? null,
      });
      for (const locale of ['cs', 'en'] as const) {
        rows.parameterValueTranslations.push({ valueId: id, locale, title: value[locale] });
      }
    });
  });

  warehouseSpecs.forEach((spec, index) => {
    rows.warehouses.push({ id: index + 1, ...spec, position: index });
  });
  priceListSpecs.forEach((spec, index) => rows.priceLists.push({ id: index + 1, ...spec }));
  discountSpecs.forEach((spec, index) => {
    const { cs, en, ...discount } = spec;
    rows.discounts.push({ id: index + 1, ...discount });
    rows.discountTranslations.push(
      { discountId: index + 1, locale: 'cs', name: cs },
      { discountId: index + 1, locale: 'en', name: en },
    );
  });

  buildVirtualCategories(rows, categories, valueId, parameterId);

  return {
    rows,
    ids: {
      leaves: catalogueLeaves(categories),
      brandCount: rows.brands.length,
      valueId,
      parameterId,
      discountId: new Map(rows.discounts.map((row) => [row.code, row.id ?? 0])),
      warehouseIds: rows.warehouses.map((row) => row.id ?? 0),
      priceListId: new Map(rows.priceLists.map((row) => [row.code, row.id ?? 0])),
    },
  };
}

/** Colour slices of store categories, plus a landing page for each of the five heaviest brands. */
function buildVirtualCategories(
  rows: CatalogueReference,
  categories: readonly FlatCategory[],
  valueId: ReadonlyMap<string, number>,
  parameterId: ReadonlyMap<string, number>,
) {
  const add = (
    names: { cs: string; en: string },
    categoryId: number | null,
    filters: { parameter: string; value: string }[],
    priceTo?: number,
  ) => {
    const id = rows.virtualCategories.length + 1;
    rows.virtualCategories.push({
      id,
      categoryId,
      priceTo: priceTo ?? null,
      priceCurrencyCode: priceTo ? 'CZK' : null,
      position: id,
    });
    for (const locale of ['cs', 'en'] as const) {
      rows.virtualCategoryTranslations.push({
        virtualCategoryId: id,
        locale,
        title: names[locale],
        slug: slugify(names[locale]),
        seoTitle: names[locale],
      });
    }
    for (const filter of filters) {
      rows.virtualCategoryFilters.push({
        virtualCategoryId: id,
        parameterId: parameterId.get(filter.parameter) ?? 0,
        valueId: valueId.get(`${filter.parameter}:${filter.value}`) ?? 0,
      });
    }
    return id;
  };
  for (const spec of virtualCategorySpecs) {
    const category = categories.find((candidate) => candidate.names.en === spec.category);
    if (!category) throw new Error(`Virtual category ${spec.en}: no category ${spec.category}`);
    const filters = spec.colors.map((value) => ({ parameter: 'color', value }));
    const id = add(spec, category.id, filters, 'priceTo' in spec ? spec.priceTo : undefined);
    if ('tags' in spec) addTags(rows, id, spec.tags, valueId, parameterId);
  }
  for (const brand of rows.brands.slice(0, 5)) {
    const names = { cs: `Značka ${brand.title}`, en: `${brand.title} brand` };
    brand.virtualCategoryId = add(names, null, [
      { parameter: 'manufacturer', value: String(brand.id) },
    ]);
  }
}

/** Sliced tags of one virtual category, in the order given. */
function addTags(
  rows: CatalogueReference,
  virtualCategoryId: number,
  tags: readonly VirtualCategoryTagSpec[],
  valueId: ReadonlyMap<string, number>,
  parameterId: ReadonlyMap<string, number>,
) {
  tags.forEach((tag, position) => {
    const id = rows.virtualCategoryTags.length + 1;
    rows.virtualCategoryTags.push({ id, virtualCategoryId, position });
    for (const locale of ['cs', 'en'] as const) {
      rows.virtualCategoryTagTranslations.push({
        tagId: id,
        locale,
        title: tag[locale],
        slug: slugify(tag[locale]),
      });
    }
    for (const [parameter, values] of Object.entries(tag.values)) {
      for (const value of values) {
        const found = valueId.get(`${parameter}:${value}`);
        if (found === undefined) throw new Error(`Tag ${tag.en}: no value ${parameter}:${value}`);
        rows.virtualCategoryTagFilters.push({
          tagId: id,
          parameterId: parameterId.get(parameter) ?? 0,
          valueId: found,
        });
      }
    }
  });
}
