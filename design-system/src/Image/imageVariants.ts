/** How the picture fills its fixed frame: crop to fill (`cover`) or show whole (`contain`). */
export const imageFits = ['cover', 'contain'] as const;
export type ImageFit = (typeof imageFits)[number];

/** `fill`: as wide as the container; `fixed`: `width` CSS pixels, never wider than the container. */
export const imageLayouts = ['fill', 'fixed'] as const;
export type ImageLayout = (typeof imageLayouts)[number];
