import type { CartItem, removedItemReasons } from '@vitrina/contracts/store';
import type { RequestContext } from '../../../core/request-context.ts';
import {
  findCartProducts,
  type CartProduct,
  type CartVariant,
} from '../../catalog/products/cart-products.service.ts';
import type { cartItems } from '../../../db/schema/index.ts';

type CartItemRow = typeof cartItems.$inferSelect;

export type RemovedReason = (typeof removedItemReasons)[number];

/** A cart line priced from the catalogue, with what totals and stock checks need beside it. */
export interface PricedLine {
  row: CartItemRow;
  product: CartProduct;
  variant: CartVariant;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Lines the catalogue no longer backs (spec §5), with why. */
  broken: { row: CartItemRow; reason: RemovedReason }[];
}

/** Largest number of products one cart may hold lines of; a bound on the catalogue query. */
export const maxCartLines = 100;

/** Products a write has just loaded in its transaction, so the answer does not load them again. */
export type KnownProducts = ReadonlyMap<number, CartProduct>;

/**
 * Products as this shopper may see them (visible, their groups', priced in the request currency):
 * the one source of cart prices, priced as the product page's (decision 024). Products in
 * `known` (loaded by the same request in the same transaction) are not read again.
 */
export async function loadCartProducts(
  ctx: RequestContext,
  productIds: readonly number[],
  known: KnownProducts = new Map(),
): Promise<Map<number, CartProduct>> {
  const found = new Map<number, CartProduct>();
  const missing: number[] = [];
  for (const id of new Set(productIds)) {
    const product = known.get(id);
    if (product) found.set(id, product);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  for (const product of await findCartProducts(ctx, { productIds: missing }))
    found.set(product.id, product);
  return found;
}

/** Why a line cannot be sold, or null when it can. */
export function problemOf(
  product: CartProduct | undefined,
  variantId: number,
): RemovedReason | null {
  if (!product) return 'no_product';
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return 'no_variant';
  if (!product.visibility.saleable || variant.prices.unitWithTax <= 0) return 'not_shoppable';
  return null;
}

export async function priceCartLines(
  ctx: RequestContext,
  rows: readonly CartItemRow[],
  known?: KnownProducts,
): Promise<PricedCart> {
  const products = await loadCartProducts(
    ctx,
    rows.map((row) => row.productId),
    known,
  );
  const priced: PricedCart = { lines: [], broken: [] };
  for (const row of rows) {
    const product = products.get(row.productId);
    const reason = problemOf(product, row.variantId);
    const variant = product?.variants.find((candidate) => candidate.id === row.variantId);
    if (reason || !product || !variant) priced.broken.push({ row, reason: reason ?? 'no_variant' });
    else priced.lines.push({ row, product, variant });
  }
  return priced;
}

/** Pieces of each variant across all lines: stock is checked per variant, not per line. */
export function amountsByVariant(lines: readonly { row: CartItemRow }[]): Map<number, number> {
  const amounts = new Map<number, number>();
  for (const { row } of lines)
    amounts.set(row.variantId, (amounts.get(row.variantId) ?? 0) + row.amount);
  return amounts;
}

/** How many pieces of the variant may be in the cart at most (Infinity when stock is not kept). */
export function stockLimit(product: CartProduct, variant: CartVariant): number {
  return product.availability.checkStock ? variant.availability.stock : Number.POSITIVE_INFINITY;
}

function toLine(line: PricedLine): Omit<CartItem, 'items'> {
  const { row, product, variant } = line;
  const price = variant.prices;
  return {
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    amount: row.amount,
    parentId: row.parentId,
    forCredits: row.forCredits,
    custom: (row.custom as CartItem['custom']) ?? null,
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      categoryFullname: product.categoryFullname,
      marketingCode: product.marketingCode,
      mainImage: product.mainImage,
    },
    variant: {
      id: variant.id,
      name: variant.name,
      fullname: variant.fullname,
      catalogCode: variant.catalogCode,
      mainImage: variant.mainImage,
      unit: variant.unit,
    },
    shoppable: {
      id: variant.id,
      name: variant.fullname,
      marketingCode: product.marketingCode,
      warehouses: variant.warehouses,
    },
    availability: variant.availability,
    prices: {
      unitWithTax: price.unitWithTax,
      unitWithoutTax: price.unitWithoutTax,
      totalWithTax: price.unitWithTax * row.amount,
      totalWithoutTax: price.unitWithoutTax * row.amount,
      vatRate: price.vatRate,
      currencyCode: price.currencyCode,
    },
    attributes: { discount: price.inDiscount },
  };
}

/** Top-level lines with their nested ones; a nested line whose parent is gone stands on its own. */
export function toCartItems(lines: readonly PricedLine[]): CartItem[] {
  const ids = new Set(lines.map((line) => line.row.id));
  const top = lines.filter((line) => line.row.parentId === null || !ids.has(line.row.parentId));
  return top.map((line) => ({
    ...toLine(line),
    items: lines
      .filter((child) => child.row.parentId === line.row.id && child !== line)
      .map(toLine),
  }));
}
