/** Radix placement options, reused by Popover, Tooltip and DropdownMenu and their stories. */
export const overlaySides = ['top', 'right', 'bottom', 'left'] as const;
export type OverlaySide = (typeof overlaySides)[number];

export const overlayAligns = ['start', 'center', 'end'] as const;
export type OverlayAlign = (typeof overlayAligns)[number];
