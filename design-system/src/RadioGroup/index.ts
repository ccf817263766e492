export { RadioGroup } from './RadioGroup.tsx';
export type { RadioGroupProps, RadioOption } from './RadioGroup.tsx';
export { radioGroupOrientations } from './radioGroupVariants.ts';
export type { RadioGroupOrientation } from './radioGroupVariants.ts';
