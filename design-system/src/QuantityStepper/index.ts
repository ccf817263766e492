export { QuantityStepper } from './QuantityStepper.tsx';
export type { QuantityStepperProps } from './QuantityStepper.tsx';
export { clampQuantity, parseQuantity } from './clampQuantity.ts';
export type { QuantityLimits } from './clampQuantity.ts';
