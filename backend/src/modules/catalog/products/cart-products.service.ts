import type { CatalogProduct, CatalogVariant } from '@vitrina/contracts/content';
import type { RequestContext } from '../../../core/request-context.ts';
import { loadCategoryIndex } from '../catalog-categories/catalog-categories.service.ts';
import { loadParameterDictionary } from '../parameters/parameters.service.ts';
import { availabilityOf } from '../pricing/availability.ts';
import { effectivePrice, resolvePriceLists, toCatalogPrice } from '../pricing/pricing.service.ts';
import { selectCartProducts } from './cart-products.repository.ts';
import { defaultVariantOf, mayView, variantNames } from './products.service.ts';

/** A variant as a cart line shows it: the product page's, without its EAN and parameters. */
export type CartVariant = Omit<CatalogVariant, 'ean' | 'parameters'>;

/**
 * A product as the cart and placing use it: the fields of the product page's `CatalogProduct`
 * they read (same names, same values, priced by the same functions), nothing else.
 */
export interface CartProduct extends Pick<
  CatalogProduct,
  | 'id'
  | 'name'
  | 'slug'
  | 'marketingCode'
  | 'categoryFullname'
  | 'mainImage'
  | 'visibility'
  | 'freeShipping'
  | 'defaultVariantId'
> {
  availability: Pick<CatalogProduct['availability'], 'checkStock'>;
  variants: CartVariant[];
}

/**
 * Products as this shopper may see them for a cart (visible, their groups', priced in the request
 * currency), named by product id or by the id of one of their variants; one statement beside the
 * cached dictionaries (price lists, parameters, categories). A product without a priced variant in
 * the currency is left out, as on the product page.
 */
export async function findCartProducts(
  ctx: RequestContext,
  ids: { productIds?: readonly number[]; variantIds?: readonly number[] },
): Promise<CartProduct[]> {
  const productIds = ids.productIds ?? [];
  const variantIds = ids.variantIds ?? [];
  if (productIds.length === 0 && variantIds.length === 0) return [];
  const lists = await resolvePriceLists(ctx);
  const [rows, dictionary, categories] = await Promise.all([
    selectCartProducts(ctx, { productIds, variantIds }, lists.ids),
    loadParameterDictionary(ctx),
    loadCategoryIndex(ctx),
  ]);
  return rows
    .filter((row) => mayView(ctx, row))
    .flatMap((row): CartProduct[] => {
      const name = row.name ?? row.code;
      const variants = row.variants.flatMap((variant): CartVariant[] => {
        const price = effectivePrice(variant.prices ?? [], lists);
        if (!price) return [];
        const warehouses = (variant.stock ?? []).map((stock) => ({
          id: stock.warehouseId,
          code: stock.code,
          name: stock.name,
          virtual: stock.virtual,
          stock: stock.quantity,
        }));
        return [
          {
            id: variant.id,
            ...variantNames(variant.valueIds ?? [], dictionary, name),
            catalogCode: variant.code,
            mainImage: variant.image ?? row.mainImage,
            unit: row.unit,
            prices: toCatalogPrice(price, lists.currency, row.vatRate),
            availability: availabilityOf(warehouses, variant.delayDays, row, ctx.locale),
            warehouses,
          },
        ];
      });
      const defaultVariant = defaultVariantOf(variants);
      if (!defaultVariant) return [];
      return [
        {
          id: row.id,
          name,
          slug: row.slug ?? row.code.toLowerCase(),
          marketingCode: row.marketingCode,
          categoryFullname: categories.byId.get(row.mainCategoryId)?.fullname ?? '',
          mainImage: row.mainImage,
          visibility: { saleable: row.saleable },
          freeShipping: row.freeShipping,
          defaultVariantId: defaultVariant.id,
          availability: { checkStock: row.checkStock },
          variants,
        },
      ];
    });
}
