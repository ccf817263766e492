/** Maximum widths of a centred dialog; it is never wider than the viewport minus a margin. */
export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];
