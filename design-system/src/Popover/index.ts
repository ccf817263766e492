export { Popover } from './Popover.tsx';
export type { PopoverProps } from './Popover.tsx';
export { overlayAligns, overlaySides } from './popoverVariants.ts';
export type { OverlayAlign, OverlaySide } from './popoverVariants.ts';
