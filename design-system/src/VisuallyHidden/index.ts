export { VisuallyHidden, visuallyHiddenElements } from './VisuallyHidden.tsx';
export type { VisuallyHiddenElement, VisuallyHiddenProps } from './VisuallyHidden.tsx';
