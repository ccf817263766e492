import { z } from 'zod';
import { catalogAvailabilitySchema, catalogVariantSchema } from '../content/catalog-product.ts';
import { idParams } from './account-fields.ts';

/**
 * The cart (spec §3 Cart and Cart item). Every price is computed by the back end from the
 * catalogue in the request currency (`x-currency`) and the shopper's groups, in integer minor
 * units; nothing a client sends is ever taken as a price.
 */

const money = z.number().int();
const id = z.number().int().positive().max(2_147_483_647);

/** Prices of one line: unit and line total, with and without VAT. */
export const cartItemPricesSchema = z.object({
  unitWithTax: money,
  unitWithoutTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
  vatRate: z.number().int().min(0),
  currencyCode: z.string().length(3),
});

/**
 * A small flat map a client may attach (a line's engraving text, an order's `custom`): at most 20
 * keys of short scalars, so it cannot grow a row without bound.
 */
export const customMapSchema = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
    z.union([z.string().max(500), z.number(), z.boolean()]),
  )
  .refine((value) => Object.keys(value).length <= 20, { message: 'At most 20 custom keys' });

const cartLineFields = {
  id,
  productId: id,
  variantId: id,
  amount: z.number().int().min(1),
  parentId: id.nullable(),
  /** Bought with loyalty credits rather than money. */
  forCredits: z.boolean(),
  custom: customMapSchema.nullable(),
  product: z.object({
    id,
    name: z.string(),
    slug: z.string(),
    categoryFullname: z.string(),
    marketingCode: z.string().nullable(),
    mainImage: z.string().nullable(),
  }),
  variant: catalogVariantSchema.pick({
    id: true,
    name: true,
    fullname: true,
    catalogCode: true,
    mainImage: true,
    unit: true,
  }),
  /** What is actually sold and shipped (the variant) with its stock per warehouse. */
  shoppable: z.object({
    id,
    name: z.string(),
    marketingCode: z.string().nullable(),
    warehouses: catalogVariantSchema.shape.warehouses,
  }),
  availability: catalogAvailabilitySchema,
  prices: cartItemPricesSchema,
  attributes: z.object({ discount: z.boolean() }),
};

/** A line nested under another (a service sold with a product); one level deep. */
export const cartChildItemSchema = z.object(cartLineFields);

export const cartItemSchema = z.object({
  ...cartLineFields,
  items: z.array(cartChildItemSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const couponKinds = ['percent', 'amount', 'free_shipping'] as const;

export const cartCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(couponKinds),
  percent: z.number().int().nullable(),
});

/**
 * Cart totals in `currencyCode`. `totalWithTax` is what the items cost after the coupon and the
 * credits, before shipping and payment (those depend on the choice made at checkout and are added
 * by placing). `discountLimitPriceWithVat` is what order-gift thresholds compare against.
 */
export const cartPricesSchema = z.object({
  currencyCode: z.string().length(3),
  itemsWithTax: money,
  itemsWithoutTax: money,
  discountWithTax: money,
  discountWithoutTax: money,
  /** Loyalty credits applied (never more than the shopper has or the items cost). */
  creditsWithTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
  discountLimitPriceWithVat: money,
  /** Items value from which shipping is free (null: never); from the currency's settings. */
  freeShippingAt: money.nullable(),
  /** Minimum items value for an order (null: none). */
  orderMinimumValue: money.nullable(),
  meetsOrderMinimum: z.boolean(),
});
export type CartPrices = z.infer<typeof cartPricesSchema>;

export const cartSchema = z.object({
  /** Null until something was put in the cart. */
  id: z.uuid().nullable(),
  currencyCode: z.string().length(3),
  items: z.array(cartItemSchema),
  /** Pieces across all lines. */
  itemsCount: z.number().int().min(0),
  prices: cartPricesSchema,
  coupon: cartCouponSchema.nullable(),
  /** Credits the shopper asked to spend (minor units); `prices.creditsWithTax` is what applies. */
  credits: z.number().int().min(0),
  /** Order-gift ids picked; those no longer reachable are dropped on read (spec §4). */
  selectedGifts: z.array(id),
});
export type Cart = z.infer<typeof cartSchema>;

/** `meta.custom` carries the guest cart token (spec §7); null for a signed-in shopper's cart. */
export const cartMetaSchema = z.object({ custom: z.string().nullable() });

export const cartResponse = z.object({ data: cartSchema, meta: cartMetaSchema });

export const cartItemTypes = ['product', 'variant'] as const;

/**
 * `POST /cart/items` (spec §7). `id` names a product (`type` product, the default of spec §9: its
 * default variant is added) or a variant. Without `newLine`, the same variant (same parent, same
 * custom data) raises the amount of its line.
 */
export const addCartItemBody = z.strictObject({
  id,
  type: z.enum(cartItemTypes).default('product'),
  amount: z.number().int().min(1).max(9999).default(1),
  parent_id: id.nullable().optional(),
  newLine: z.boolean().default(false),
  credits: z.boolean().default(false),
  custom: customMapSchema.nullable().optional(),
});
export type AddCartItemBody = z.output<typeof addCartItemBody>;

export const addCartItemResponse = z.object({
  data: z.object({
    cart: cartSchema,
    addedItem: cartItemSchema,
    /** How many pieces were added (may be less than asked when stock ran short). */
    changedAmount: z.number().int().min(0),
  }),
  meta: cartMetaSchema,
});

/** `POST /cart/items/batch` (order import): up to 100 lines, each checked on its own. */
export const addCartItemsBody = z.strictObject({
  items: z
    .array(addCartItemBody.omit({ parent_id: true, newLine: true }))
    .min(1)
    .max(100),
});
export type AddCartItemsBody = z.output<typeof addCartItemsBody>;

export const batchItemErrorSchema = z.object({
  /** Position in `items`. */
  index: z.number().int().min(0),
  field: z.string(),
  title: z.string(),
  code: z.enum(['validation_failed', 'not_found', 'conflict']),
});

export const addCartItemsResponse = z.object({
  data: z.object({
    cart: cartSchema,
    added: z.number().int().min(0),
    errors: z.array(batchItemErrorSchema),
  }),
  meta: cartMetaSchema,
});

export const updateCartItemBody = z.strictObject({ amount: z.number().int().min(1).max(9999) });

export const cartItemParams = idParams;

/** Why validation took a line out of the cart (spec §5: no product, variant or shoppable). */
export const removedItemReasons = ['no_product', 'no_variant', 'not_shoppable'] as const;

export const validateCartResponse = z.object({
  data: z.object({
    cart: cartSchema,
    removed: z.array(
      z.object({
        itemId: id,
        productId: id,
        variantId: id,
        reason: z.enum(removedItemReasons),
      }),
    ),
  }),
  meta: cartMetaSchema,
});
