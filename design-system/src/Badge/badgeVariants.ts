/**
 * The product-box tags of spec §9 (free delivery, quantity discount "N+1", not saleable, gift,
 * percentage discount) plus two general-purpose tones. Reused by the styles, types and stories.
 */
export const badgeVariants = [
  'freeDelivery',
  'quantityDiscount',
  'notSaleable',
  'gift',
  'discount',
  'neutral',
  'info',
] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export const badgeSizes = ['small', 'standard'] as const;
export type BadgeSize = (typeof badgeSizes)[number];
