import type { IconName } from '../Icon/iconSet.ts';

/** Stock states a product or variant can show (spec §3 availability, §9 displayed stock). */
export const availabilityStatuses = ['inStock', 'outOfStock', 'onOrder'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/** Each state has its own icon as well as colour and text: colour alone never carries the meaning. */
export const availabilityIcons = {
  inStock: 'check',
  outOfStock: 'close',
  onOrder: 'clock',
} as const satisfies Record<AvailabilityStatus, IconName>;
