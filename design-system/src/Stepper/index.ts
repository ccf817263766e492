export { Stepper } from './Stepper.tsx';
export type { StepperProps, StepperStep } from './Stepper.tsx';
export { stepState, stepStates } from './stepperVariants.ts';
export type { StepState } from './stepperVariants.ts';
