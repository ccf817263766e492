/** `text` draws lines of body text, `box` a block (image, card), `circle` an avatar or swatch. */
export const skeletonShapes = ['text', 'box', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
