export { Badge, DiscountBadge } from './Badge.tsx';
export type { BadgeProps, DiscountBadgeProps } from './Badge.tsx';
export { BadgeList } from './BadgeList.tsx';
export type { BadgeListProps } from './BadgeList.tsx';
export { badgeSizes, badgeVariants } from './badgeVariants.ts';
export type { BadgeSize, BadgeVariant } from './badgeVariants.ts';
export { discountPercent, formatDiscountPercent } from './discountPercent.ts';
