export { FormField } from './FormField.tsx';
export type { FormFieldProps } from './FormField.tsx';
export { fieldSizes } from './fieldVariants.ts';
export type { FieldSize } from './fieldVariants.ts';
