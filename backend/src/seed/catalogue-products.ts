import type {
  productAlternatives,
  productCategoryLinks,
  productDiscounts,
  productGifts,
  productParameterValues,
  productPrices,
  products,
  productTranslations,
  productVariants,
  variantParameterValues,
  variantPrices,
  variantStock,
} from '../db/schema/index.ts';
import type { CatalogueIds, CatalogueLeaf } from './catalogue.ts';
import { itemSeed, seededRandom, type Random } from './catalogue-random.ts';
import { czkPerEur, discountSpecs, wholesaleRebatePercent } from './data/catalogue.ts';
import { adjectives, seriesNames, type Noun } from './data/catalogue-products.ts';
import { demoImageKey } from './images.ts';
import { slugify } from './slugify.ts';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** Rows of a run of consecutive products; insert the keys in this order (foreign keys). */
export interface ProductChunk {
  products: Rows<typeof products>;
  productTranslations: Rows<typeof productTranslations>;
  productCategoryLinks: Rows<typeof productCategoryLinks>;
  productVariants: Rows<typeof productVariants>;
  variantParameterValues: Rows<typeof variantParameterValues>;
  productParameterValues: Rows<typeof productParameterValues>;
  variantPrices: Rows<typeof variantPrices>;
  productPrices: Rows<typeof productPrices>;
  variantStock: Rows<typeof variantStock>;
  productDiscounts: Rows<typeof productDiscounts>;
  productGifts: Rows<typeof productGifts>;
  productAlternatives: Rows<typeof productAlternatives>;
}

const emptyChunk = (): ProductChunk => ({
  products: [],
  productTranslations: [],
  productCategoryLinks: [],
  productVariants: [],
  variantParameterValues: [],
  productParameterValues: [],
  variantPrices: [],
  productPrices: [],
  variantStock: [],
  productDiscounts: [],
  productGifts: [],
  productAlternatives: [],
});

const seed = 0x5eed2026;
/** Products are dated from here on, one every 7 minutes, so "newest" is the highest id. */
const firstCreated = Date.UTC(2025, 0, 1);
const vatRate = 21;
const sizes = ['xs', 's', 'm', 'l', 'xl', 'xxl'];
const shoeSizes = ['37', '38', '39', '40', '41', '42', '43', '44', '45', '46'];
const capacities = ['64', '128', '256', '512'];
const colors = [
  'black',
  'white',
  'red',
  'blue',
  'green',
  'yellow',
  'grey',
  'brown',
  'pink',
  'orange',
  'purple',
  'navy',
];

/** Shop-like whole-crown prices: 149, 2 490, 12 990. */
function shopPrice(crowns: number): number {
  if (crowns < 1000) return Math.max(19, Math.round(crowns / 10) * 10 - 1);
  return Math.round(crowns / 100) * 100 - 10;
}

/** EUR cents for a CZK price in crowns, ending in .90. */
function eurCents(crowns: number): number {
  return Math.floor(crowns / czkPerEur) * 100 + 90;
}

const withoutTax = (minor: number) => Math.round((minor * 100) / (100 + vatRate));

function ean13(prefix: string, n: number): string {
  const body = `${prefix}${String(n).padStart(12 - prefix.length, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

interface VariantPlan {
  values: string[];
  /** Price factor against the product's base price (capacity steps cost more). */
  factor: number;
  color?: string;
}

function planVariants(random: Random, leaf: CatalogueLeaf): VariantPlan[] {
  const colorSet = (max: number) => random.sample(colors, random.int(1, max));
  switch (leaf.template.variants) {
    case 'clothing': {
      const from = random.int(0, 2);
      const picked = sizes.slice(from, from + random.int(3, 6));
      return colorSet(4).flatMap((color) =>
        picked.map((size) => ({ values: [`size:${size}`, `color:${color}`], factor: 1, color })),
      );
    }
    case 'shoes': {
      const from = random.int(0, 3);
      const picked = shoeSizes.slice(from, from + random.int(4, 10));
      return colorSet(2).flatMap((color) =>
        picked.map((size) => ({
          values: [`shoe_size:${size}`, `color:${color}`],
          factor: 1,
          color,
        })),
      );
    }
    case 'capacity': {
      const from = random.int(0, 1);
      const picked = capacities.slice(from, from + random.int(2, 3));
      return colorSet(3).flatMap((color) =>
        picked.map((capacity, step) => ({
          values: [`capacity:${capacity}`, `color:${color}`],
          factor: 1 + step * 0.15,
          color,
        })),
      );
    }
    case 'color':
      // Some colourful goods come in one colour only: a product without variants.
      if (random.chance(0.35)) return [{ values: [`color:${random.pick(colors)}`], factor: 1 }];
      return colorSet(4).map((color) => ({ values: [`color:${color}`], factor: 1, color }));
    case 'none':
      return [{ values: [], factor: 1 }];
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function productNames(random: Random, noun: Noun, brand: string) {
  const adjective = random.pick(adjectives);
  const [csNoun, gender, enNoun] = noun;
  const series = random.pick(seriesNames);
  const model = random.int(1, 99);
  const csAdjective = adjective[{ m: 0, f: 1, n: 2 }[gender]];
  return {
    cs: `${csAdjective} ${lowerFirst(csNoun)} ${brand} ${series} ${model}`,
    en: `${adjective[3]} ${lowerFirst(enNoun)} ${brand} ${series} ${model}`,
  };
}

function texts(name: string, locale: 'cs' | 'en', material: string) {
  return locale === 'cs'
    ? {
        perex: `${name} – spolehlivý pomocník na každý den. Materiál: ${material.toLowerCase()}.`,
        description: `<p>${name} spojuje kvalitní zpracování s rozumnou cenou.</p><p>Vyrobeno z materiálu ${material.toLowerCase()}, s důrazem na dlouhou životnost a snadnou údržbu.</p>`,
      }
    : {
        perex: `${name} – a dependable companion for every day. Material: ${material.toLowerCase()}.`,
        description: `<p>${name} combines careful craftsmanship with a fair price.</p><p>Made of ${material.toLowerCase()}, built to last and easy to look after.</p>`,
      };
}

/**
 * Generates products 1..count in chunks (a generator, so memory stays flat for 100,000). Item N
 * depends only on N and on the names generated before it (slug de-duplication), never on chunking.
 */
export function* generateProducts(
  ids: CatalogueIds,
  count: number,
  chunkSize: number,
  lookup: {
    brandTitle(id: number): string;
    valueTitle(key: string, locale: 'cs' | 'en'): string;
  },
): Generator<ProductChunk> {
  const takenSlugs = { cs: new Set<string>(), en: new Set<string>() };
  let variantId = 0;
  const valueId = (key: string) => {
    const id = ids.valueId.get(key);
    if (id === undefined) throw new Error(`Unknown parameter value ${key}`);
    return id;
  };
  const parameterOf = (key: string) => ids.parameterId.get(key.split(':')[0] ?? '') ?? 0;
  const list = (code: string) => ids.priceListId.get(code) ?? 0;

  let chunk = emptyChunk();
  for (let id = 1; id <= count; id++) {
    const random = seededRandom(itemSeed(seed, id));
    const leaf = random.pick(ids.leaves);
    const { template } = leaf;
    const code = `P${String(id).padStart(6, '0')}`;
    const brandId = random.int(1, ids.brandCount);
    const names = productNames(random, random.pick(template.nouns), lookup.brandTitle(brandId));
    const slugs = { cs: '', en: '' };
    for (const locale of ['cs', 'en'] as const) {
      let slug = slugify(names[locale]);
      if (takenSlugs[locale].has(slug)) slug = `${slug}-${code.toLowerCase()}`;
      takenSlugs[locale].add(slug);
      slugs[locale] = slug;
    }
    const material = random.pick(template.materials);
    const imageCount = random.int(1, 4);
    const images = Array.from({ length: imageCount }, (_, n) =>
      demoImageKey('products', `${slugs.cs}-${n + 1}`),
    );
    const base = shopPrice(random.int(template.price[0], template.price[1]));
    const discount = random.chance(0.15)
      ? random.pick(discountSpecs.filter((spec) => spec.kind === 'percentage'))
      : undefined;
    const nPlusOne = random.chance(0.05)
      ? random.pick(discountSpecs.filter((spec) => spec.kind === 'n_plus_one'))
      : undefined;
    const recent = id > count - Math.max(20, count / 20);
    const tags = [
      ...(recent ? ['new'] : []),
      ...(discount ? ['sale'] : []),
      ...(random.chance(0.05) ? ['tip'] : []),
    ];

    const productRow: ProductChunk['products'][number] = {
      id,
      code,
      ean: ean13('859', id),
      marketingCode: `${code}-${brandId}`,
      brandId,
      mainCategoryId: leaf.id,
      vatRate,
      unit: 'ks',
      // Offsets so even a small test shop has a hidden product (13) and a VO-only one (7).
      visible: id % 197 !== 13,
      saleable: id % 101 !== 0,
      requiredUserGroup: id % 211 === 7 ? 'VO' : null,
      freeShipping: base >= 5000 || random.chance(0.08),
      checkStock: id % 53 !== 0,
      images,
      hoverImage: images[1] ?? null,
      tags,
      popularity: random.int(0, 10_000),
      position: id,
      createdAt: new Date(firstCreated + id * 7 * 60_000).toISOString(),
    };
    chunk.products.push(productRow);
    for (const locale of ['cs', 'en'] as const) {
      const materialTitle = lookup.valueTitle(`material:${material}`, locale);
      chunk.productTranslations.push({
        productId: id,
        locale,
        name: names[locale],
        slug: slugs[locale],
        ...texts(names[locale], locale, materialTitle),
      });
    }

    // Listing links: the main leaf, sometimes a second one, and every ancestor of both.
    const linked = new Map<number, boolean>();
    const extra = random.chance(0.08) ? random.pick(ids.leaves) : undefined;
    for (const target of [leaf, extra]) {
      target?.path.forEach((categoryId, depth) => {
        linked.set(categoryId, linked.get(categoryId) === true || depth === 0);
      });
    }
    for (const [categoryId, direct] of linked) {
      chunk.productCategoryLinks.push({ categoryId, productId: id, direct });
    }

    const productValues = new Set<string>([
      `manufacturer:${brandId}`,
      `material:${material}`,
      `warranty:${random.pick(['2', '2', '3', '5'])}`,
    ]);
    if (template.energyClass)
      productValues.add(`energy_class:${random.pick(['a', 'b', 'c', 'd'])}`);

    const minimum = new Map<number, number>();
    const outOfStock = random.chance(0.2);
    let anyStock = false;
    planVariants(random, leaf).forEach((plan, position) => {
      variantId += 1;
      const crowns = shopPrice(base * plan.factor);
      const unit = discount ? Math.round(crowns * (100 - discount.percentage)) : crowns * 100;
      const unitEur = discount
        ? Math.round(eurCents(crowns) * (1 - discount.percentage / 100))
        : eurCents(crowns);
      const vo = (minor: number) => Math.round((minor * (100 - wholesaleRebatePercent)) / 100);
      const prices = [
        { list: list('czk'), withTax: unit, original: discount ? crowns * 100 : null },
        { list: list('eur'), withTax: unitEur, original: discount ? eurCents(crowns) : null },
        { list: list('czk_vo'), withTax: vo(unit), original: null },
        { list: list('eur_vo'), withTax: vo(unitEur), original: null },
      ];
      for (const price of prices) {
        chunk.variantPrices.push({
          variantId,
          priceListId: price.list,
          withTax: price.withTax,
          withoutTax: withoutTax(price.withTax),
          originalWithTax: price.original,
          originalWithoutTax: price.original === null ? null : withoutTax(price.original),
        });
        const known = minimum.get(price.list);
        if (known === undefined || price.withTax < known) minimum.set(price.list, price.withTax);
      }
      const stock = ids.warehouseIds.map((warehouseId, index) => {
        const virtual = index === ids.warehouseIds.length - 1;
        const none = outOfStock || random.chance(virtual ? 0.3 : 0.5);
        return { variantId, warehouseId, quantity: none ? 0 : random.int(1, virtual ? 200 : 40) };
      });
      chunk.variantStock.push(...stock);
      if (stock.some((row) => row.quantity > 0)) anyStock = true;
      const physical = stock.slice(0, -1).some((row) => row.quantity > 0);
      chunk.productVariants.push({
        id: variantId,
        productId: id,
        code: `${code}-${String(position + 1).padStart(2, '0')}`,
        ean: ean13('858', variantId),
        position,
        image: plan.color ? demoImageKey('products', `${slugs.cs}-${plan.color}`) : null,
        delayDays: physical ? 0 : outOfStock ? 14 : random.int(2, 7),
      });
      for (const value of plan.values) {
        productValues.add(value);
        chunk.variantParameterValues.push({ variantId, valueId: valueId(value) });
      }
    });
    productRow.categoryIds = [...linked.keys()].sort((a, b) => a - b);
    productRow.valueIds = [...productValues].map(valueId).sort((a, b) => a - b);
    productRow.inStock = anyStock;
    for (const value of productValues) {
      chunk.productParameterValues.push({
        productId: id,
        parameterId: parameterOf(value),
        valueId: valueId(value),
      });
    }
    for (const [priceListId, withTax] of minimum) {
      chunk.productPrices.push({ productId: id, priceListId, withTax });
    }
    for (const spec of [discount, nPlusOne]) {
      if (spec)
        chunk.productDiscounts.push({
          productId: id,
          discountId: ids.discountId.get(spec.code) ?? 0,
        });
    }
    // Gifts and alternatives point at earlier products, which are already written. Every 25th
    // product has one too, so that a small (test) shop has gifts; it draws nothing extra, so the
    // other products' random choices stay as they were.
    const drawnGift = id > 10 && random.chance(0.04);
    if (drawnGift || (id > 10 && id % 25 === 0)) {
      chunk.productGifts.push({
        productId: id,
        giftProductId: drawnGift ? random.int(1, Math.min(id - 1, 200)) : id - 7,
        position: 0,
      });
    }
    if (id > 10) {
      const alternatives = new Set([random.int(1, id - 1), random.int(1, id - 1)]);
      [...alternatives].forEach((alternativeId, position) =>
        chunk.productAlternatives.push({ productId: id, alternativeId, position }),
      );
    }

    if (chunk.products.length >= chunkSize) {
      yield chunk;
      chunk = emptyChunk();
    }
  }
  if (chunk.products.length > 0) yield chunk;
}
