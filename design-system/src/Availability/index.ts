export { Availability, availabilityElements, defaultAvailabilityLabels } from './Availability.tsx';
export type {
  AvailabilityElement,
  AvailabilityLabels,
  AvailabilityProps,
} from './Availability.tsx';
export { availabilityIcons, availabilityStatuses } from './availabilityVariants.ts';
export type { AvailabilityStatus } from './availabilityVariants.ts';
export { displayedStock } from './displayedStock.ts';
export type { DisplayedStock } from './displayedStock.ts';
