import type { BadgeVariant } from '../Badge/badgeVariants.ts';
import { discountPercent, formatDiscountPercent } from '../Badge/discountPercent.ts';

/** The facts behind a product box's tags (spec §9); the app decides them from store data. */
export interface ProductTags {
  /** A free shipper exists or (when configured) the price reaches the free-shipping threshold. */
  freeDelivery?: boolean;
  /** The name of an active N+1 discount ("2+1"); absent when there is none. */
  quantityDiscount?: string;
  /** `visibility.saleable` is false. */
  notSaleable?: boolean;
  /** The product comes with a gift. */
  gift?: boolean;
  /** `prices.percentageDiscount`; shown rounded, and only when that is above 0. */
  percentageDiscount?: number;
}

export interface ProductTagLabels {
  freeDelivery: string;
  notSaleable: string;
  gift: string;
}

export const productTagKeys = [
  'discount',
  'quantityDiscount',
  'freeDelivery',
  'gift',
  'notSaleable',
] as const;
export type ProductTagKey = (typeof productTagKeys)[number];

export interface ProductTag {
  key: ProductTagKey;
  variant: BadgeVariant;
  label: string;
}

/** The tags to show, in a fixed order (sale first: it is what sells), already labelled. */
export function productTagList(tags: ProductTags, labels: ProductTagLabels): ProductTag[] {
  const percent =
    tags.percentageDiscount === undefined ? null : discountPercent(tags.percentageDiscount);
  const quantity = tags.quantityDiscount?.trim();
  const list: (ProductTag | false)[] = [
    percent !== null && {
      key: 'discount',
      variant: 'discount',
      label: formatDiscountPercent(percent),
    },
    Boolean(quantity) && {
      key: 'quantityDiscount',
      variant: 'quantityDiscount',
      label: quantity ?? '',
    },
    tags.freeDelivery === true && {
      key: 'freeDelivery',
      variant: 'freeDelivery',
      label: labels.freeDelivery,
    },
    tags.gift === true && { key: 'gift', variant: 'gift', label: labels.gift },
    tags.notSaleable === true && {
      key: 'notSaleable',
      variant: 'notSaleable',
      label: labels.notSaleable,
    },
  ];
  return list.filter((tag): tag is ProductTag => tag !== false);
}
