import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Products as the content server's catalogue answers them (spec section 3, Product and Variant).
 * Money is integer minor units of `currencyCode` (the request's `x-currency`), never floats.
 */

export { catalogParameterIds } from './catalog-constants.ts';

const money = z.number().int().min(0);
const fileKey = z.string().min(1);

export const catalogPriceSchema = z.object({
  unitWithTax: money,
  unitWithoutTax: money,
  /** Price before a percentage discount; null when not discounted. */
  originalWithTax: money.nullable(),
  originalWithoutTax: money.nullable(),
  inDiscount: z.boolean(),
  /** Whole percent off the original (0 when not discounted). */
  percentageDiscount: z.number().int().min(0).max(100),
  vatRate: z.number().int().min(0),
  currencyCode: z.string().length(3),
});
export type CatalogPrice = z.infer<typeof catalogPriceSchema>;

export const availabilityCodes = ['in_stock', 'supplier', 'out_of_stock'] as const;

export const catalogAvailabilitySchema = z.object({
  isAvailable: z.boolean(),
  /** Pieces in physical and supplier warehouses together. */
  stock: z.number().int().min(0),
  checkStock: z.boolean(),
  availabilityCode: z.enum(availabilityCodes),
  /** Human text in the request language, e.g. "Skladem 12 ks". */
  availability: z.string(),
  unit: z.string(),
  /** Extra days before shipping (supplier stock, or none at all). */
  delayDays: z.number().int().min(0),
});

export const catalogValueSchema = z.object({
  _id: z.number().int().positive(),
  title: z.string(),
  colorHex: z.string().nullable(),
  image: fileKey.nullable(),
});

/** `content.parameters` entry: a parameter with the product's (or variant's) values. */
export const catalogProductParameterSchema = z.object({
  entityId: z.number().int().positive(),
  title: z.string(),
  type: z.string(),
  unit: z.string().nullable(),
  values: z.array(z.number().int().positive()),
  valueEntities: z.array(catalogValueSchema),
});

export const catalogVariantSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  fullname: z.string(),
  catalogCode: z.string(),
  ean: z.string().nullable(),
  mainImage: fileKey.nullable(),
  unit: z.string(),
  prices: catalogPriceSchema,
  availability: catalogAvailabilitySchema,
  warehouses: z.array(
    z.object({
      id: z.number().int().positive(),
      code: z.string(),
      /** The warehouse's own name ("Praha – Chodov"), shown with its stock on the product page. */
      name: z.string(),
      virtual: z.boolean(),
      stock: z.number().int().min(0),
    }),
  ),
  parameters: z.array(catalogProductParameterSchema),
});
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;

export const catalogProductSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  ean: z.string().nullable(),
  marketingCode: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  /** Slug per language, for the language switcher. */
  slugs: z.object({ cs: z.string().optional(), en: z.string().optional() }),
  perex: z.string().nullable(),
  /** HTML; only on single-product answers (slugs), null in lists. */
  description: z.string().nullable(),
  categoryId: z.number().int().positive(),
  categoryName: z.string(),
  categoryFullname: z.string(),
  brand: z
    .object({
      id: z.number().int().positive(),
      title: z.string(),
      slug: z.string(),
      image: fileKey.nullable(),
    })
    .nullable(),
  mainImage: fileKey.nullable(),
  images: z.array(fileKey),
  hoverImage: fileKey.nullable(),
  tags: z.array(z.string()),
  visibility: z.object({ saleable: z.boolean() }),
  freeShipping: z.boolean(),
  gifts: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      slug: z.string(),
      mainImage: fileKey.nullable(),
      availability: z.object({ isAvailable: z.boolean() }),
    }),
  ),
  discounts: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      isNPlusOne: z.boolean(),
      /** N of "N+1": buy this many, get one more free. */
      buyQuantity: z.number().int().positive().nullable(),
      percentage: z.number().int().positive().nullable(),
      active: z.boolean(),
    }),
  ),
  /** The cheapest variant's price (what a product box shows as "from"). */
  prices: catalogPriceSchema,
  hasVariants: z.boolean(),
  defaultVariantId: z.number().int().positive(),
  variants: z.array(catalogVariantSchema),
  alternatives: z.array(z.number().int().positive()),
  /** Shoppers' ratings: the mean 0 to 100 (rounded) and how many; null without any (spec §9 stars). */
  rating: z
    .object({ average: z.number().int().min(0).max(100), count: z.number().int().positive() })
    .nullable(),
  parameters: z.array(catalogProductParameterSchema),
  availability: catalogAvailabilitySchema,
  createdAt: z.string(),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** `a,b,c` (or a repeated/array parameter) → trimmed, non-empty items, checked one by one. */
export const commaList = <T extends z.ZodType>(item: T, max = 100) =>
  z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .transform((value) =>
      (Array.isArray(value) ? value.map(String) : value.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    // The items see strings; the cast only tells the checker so (coercing items accept any input).
    .pipe(z.array(item).min(1).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);

const id = z.coerce.number().int().positive().max(2_147_483_647);
const code = z.string().min(1).max(64);

/** Exactly one selector per call; the others are mutually exclusive. */
export const catalogProductSelectors = [
  'slugs',
  'ids',
  'codes',
  'eans',
  'variantCodes',
  'variantEans',
  'categoryIds',
  'random',
] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const catalogProductQuery = z
  .object({
    slugs: commaList(z.string().min(1).max(255), 20).optional(),
    ids: commaList(id).optional(),
    codes: commaList(code).optional(),
    eans: commaList(code).optional(),
    variantCodes: commaList(code).optional(),
    variantEans: commaList(code).optional(),
    categoryIds: commaList(id, 20).optional(),
    /** How many random products (featured boxes). */
    random: z.coerce.number().int().min(1).max(50).optional(),
    /** Cap for categoryIds (newest first). */
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** true (default): products limited to a user group are refused to others. */
    checkPermissions: booleanFlag.default(true),
  })
  .superRefine((query, ctx) => {
    const given = catalogProductSelectors.filter((key) => query[key] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: given[1] ? [given[1]] : [],
        message: `Give exactly one of ${catalogProductSelectors.join(', ')}`,
      });
    }
  });

/** Why a single-product lookup (slugs) failed; the storefront treats the answer as that error. */
export const catalogLookupErrorSchema = z.object({
  statusCode: z.union([z.literal(403), z.literal(404)]),
  code: z.enum(['forbidden', 'not_found']),
  message: z.string(),
});

/**
 * Found products in the order asked for; unknown ones are left out. A `slugs` lookup that finds
 * nothing (or a product the user's groups may not see) carries `error` instead.
 */
export const catalogProductResponse = z.object({
  data: z.array(catalogProductSchema),
  error: catalogLookupErrorSchema.optional(),
});
export type CatalogProductResponse = z.infer<typeof catalogProductResponse>;

/** The calls of this resource (spec section 7); `endpoints` assembles every side's. */
export const catalogProductEndpoints = {
  catalogProduct: defineEndpoint({
    name: 'catalogProduct',
    server: 'content',
    method: 'GET',
    path: '/catalog/product',
    summary:
      'Products by exactly one of slugs, ids, codes, eans, variantCodes, variantEans, categoryIds or random; prices in the request currency and user groups. A slug lookup that fails carries an error field.',
    query: catalogProductQuery,
    response: catalogProductResponse,
    errors: ['validation_failed', 'unknown_locale', 'unknown_currency'],
  }),
} as const;
