export { Button } from './Button.tsx';
export type {
  ButtonAsButtonProps,
  ButtonAsChildProps,
  ButtonAsLinkProps,
  ButtonProps,
} from './Button.tsx';
export { buttonColors, buttonFloats, buttonSizes } from './buttonVariants.ts';
export type { ButtonColor, ButtonFloat, ButtonSize } from './buttonVariants.ts';
