import type { CatalogVariant } from '@vitrina/contracts/content';

type Availability = CatalogVariant['availability'];

const texts = {
  cs: {
    inStock: (n: number, unit: string) => `Skladem ${n} ${unit}`,
    supplier: (days: number) => `U dodavatele, odesíláme do ${days} dnů`,
    onOrder: 'Na objednávku',
    none: 'Není skladem',
  },
  en: {
    inStock: (n: number) => `In stock (${n} pcs)`,
    supplier: (days: number) => `At the supplier, ships within ${days} days`,
    onOrder: 'Made to order',
    none: 'Out of stock',
  },
};

/**
 * A variant's availability from its warehouses: physical stock ships now, a virtual (supplier)
 * warehouse ships after `delayDays`; a product that does not check stock is always orderable.
 */
export function availabilityOf(
  warehouses: readonly { virtual: boolean; stock: number }[],
  delayDays: number,
  product: { checkStock: boolean; unit: string },
  locale: string,
): Availability {
  const t = locale === 'en' ? texts.en : texts.cs;
  const physical = warehouses.filter((w) => !w.virtual).reduce((sum, w) => sum + w.stock, 0);
  const supplier = warehouses.filter((w) => w.virtual).reduce((sum, w) => sum + w.stock, 0);
  const base = { stock: physical + supplier, checkStock: product.checkStock, unit: product.unit };
  if (physical > 0) {
    return {
      ...base,
      isAvailable: true,
      availabilityCode: 'in_stock',
      availability: t.inStock(physical, product.unit),
      delayDays: 0,
    };
  }
  if (supplier > 0 || !product.checkStock) {
    const days = Math.max(delayDays, 1);
    return {
      ...base,
      isAvailable: true,
      availabilityCode: 'supplier',
      availability: supplier > 0 ? t.supplier(days) : t.onOrder,
      delayDays: days,
    };
  }
  return {
    ...base,
    isAvailable: false,
    availabilityCode: 'out_of_stock',
    availability: t.none,
    delayDays,
  };
}

/**
 * Whether a product as a whole can be ordered now: for sale, and by the rule of `availabilityOf`
 * (stock in any warehouse, or stock not checked). For boxes that show no variant (order gifts).
 */
export function isProductOrderable(
  product: { saleable: boolean; checkStock: boolean },
  hasStock: boolean,
): boolean {
  return product.saleable && (!product.checkStock || hasStock);
}
