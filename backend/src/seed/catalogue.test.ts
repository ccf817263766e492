import { describe, expect, it } from 'vitest';
import { flattenCategories } from './categories.ts';
import { buildCatalogueReference, type CatalogueIds } from './catalogue.ts';
import { generateProducts, type ProductChunk } from './catalogue-products.ts';
import { categoryTree } from './data/categories.ts';

const categories = flattenCategories(categoryTree);
const lookup = { brandTitle: (id: number) => `Brand ${id}`, valueTitle: (key: string) => key };

function generate(ids: CatalogueIds, count: number, chunkSize: number): ProductChunk[] {
  return [...generateProducts(ids, count, chunkSize, lookup)];
}

/** All chunks' rows per table. */
function merged(chunks: ProductChunk[]) {
  const all = {} as { [K in keyof ProductChunk]: ProductChunk[K] };
  for (const chunk of chunks) {
    for (const key of Object.keys(chunk) as (keyof ProductChunk)[]) {
      (all[key] as unknown[]) = [...((all[key] as unknown[]) ?? []), ...chunk[key]];
    }
  }
  return all;
}

describe('demo catalogue', () => {
  const { rows, ids } = buildCatalogueReference(categories);
  const catalogue = merged(generate(ids, 1000, 250));

  it('is deterministic and independent of the chunk size', () => {
    expect(merged(generate(buildCatalogueReference(categories).ids, 1000, 77))).toEqual(catalogue);
  });

  it('yields chunks of the asked size, so 100,000 products never sit in memory at once', () => {
    const sizes = generate(ids, 1000, 300).map((chunk) => chunk.products.length);
    expect(sizes).toEqual([300, 300, 300, 100]);
  });

  it('spreads 1,000 products over every leaf category, 3 levels deep', () => {
    expect(catalogue.products).toHaveLength(1000);
    const leaves = new Set(catalogue.products.map((p) => p.mainCategoryId));
    expect(leaves.size).toBe(ids.leaves.length);
    expect(ids.leaves.length).toBeGreaterThanOrEqual(35);
    expect(categories.length).toBeGreaterThanOrEqual(40);
    expect(Math.max(...categories.map((c) => c.depth))).toBe(2);
  });

  it('names products like a shop, in Czech with diacritics and in English, unique slugs', () => {
    const cs = catalogue.productTranslations.filter((t) => t.locale === 'cs');
    const en = catalogue.productTranslations.filter((t) => t.locale === 'en');
    expect(cs).toHaveLength(1000);
    expect(cs.filter((t) => /[áčďéěíňóřšťúůýž]/i.test(t.name)).length).toBeGreaterThan(500);
    expect(new Set(cs.map((t) => t.slug)).size).toBe(1000);
    expect(new Set(en.map((t) => t.slug)).size).toBe(1000);
    for (const { slug } of [...cs, ...en]) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has products with and without variants, never more than 24', () => {
    const perProduct = new Map<number, number>();
    for (const v of catalogue.productVariants) {
      perProduct.set(v.productId, (perProduct.get(v.productId) ?? 0) + 1);
    }
    const counts = [...perProduct.values()];
    expect(perProduct.size).toBe(1000);
    expect(Math.max(...counts)).toBeLessThanOrEqual(24);
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(200);
    expect(counts.filter((n) => n > 1).length).toBeGreaterThan(200);
    expect(counts.some((n) => n >= 20)).toBe(true);
  });

  it('prices every variant in CZK and EUR, public and VO, in integer minor units', () => {
    expect(catalogue.variantPrices).toHaveLength(catalogue.productVariants.length * 4);
    for (const price of catalogue.variantPrices) {
      expect(Number.isInteger(price.withTax)).toBe(true);
      expect(price.withoutTax).toBeLessThan(price.withTax);
      if (price.originalWithTax != null)
        expect(price.originalWithTax).toBeGreaterThan(price.withTax);
    }
    expect(catalogue.variantPrices.some((p) => p.originalWithTax != null)).toBe(true);
  });

  it('stocks several warehouses, zero included, and has gifts, N+1 discounts and free shipping', () => {
    expect(catalogue.variantStock).toHaveLength(catalogue.productVariants.length * 4);
    expect(catalogue.variantStock.some((s) => s.quantity === 0)).toBe(true);
    expect(catalogue.variantStock.some((s) => s.quantity > 0)).toBe(true);
    expect(catalogue.productGifts.length).toBeGreaterThan(10);
    const nPlusOne = rows.discounts.filter((d) => d.kind === 'n_plus_one').map((d) => d.id);
    expect(catalogue.productDiscounts.some((d) => nPlusOne.includes(d.discountId))).toBe(true);
    expect(catalogue.products.filter((p) => p.freeShipping).length).toBeGreaterThan(50);
  });

  it('has brands with logos, a colour parameter with hex values, and virtual categories', () => {
    expect(rows.brands.length).toBeGreaterThanOrEqual(30);
    for (const brand of rows.brands) expect(brand.logoFileKey).toMatch(/^demo\/brands\/.+\.svg$/);
    expect(rows.parameters.slice(0, 2).map((p) => p.code)).toEqual(['manufacturer', 'color']);
    const colours = rows.parameterValues.filter((v) => v.parameterId === 2);
    for (const colour of colours) expect(colour.colorHex).toMatch(/^#[0-9a-f]{6}$/);
    expect(rows.virtualCategories.length).toBeGreaterThanOrEqual(10);
    expect(rows.virtualCategoryFilters.length).toBeGreaterThanOrEqual(10);
  });
});
