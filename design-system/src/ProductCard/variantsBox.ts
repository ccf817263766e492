/** Spec §9: variant thumbnails are 62×48. */
export const variantThumbnail = { width: 62, height: 48 } as const;

/** The small style's thumbnails keep the 62:48 shape. */
export const smallVariantThumbnail = { width: 40, height: 31 } as const;

/** Spec §9: from 20 variants on the box switches to its small style. */
export const smallVariantsFrom = 20;

export interface VariantsBox {
  /** Spec §9: 224 px with two variants or fewer, else 256 px (never wider than the card). */
  width: 224 | 256;
  small: boolean;
  /** Thumbnails rendered at most; those that do not fit the box's one row are clipped whole. */
  shown: number;
}

/** How the variants box of a product box looks for `count` variants. */
export function variantsBox(count: number): VariantsBox {
  const total = Math.max(0, Math.floor(count));
  const small = total >= smallVariantsFrom;
  return {
    width: total <= 2 ? 224 : 256,
    small,
    // One row of 256 px holds four regular or six small thumbnails; more would be clipped anyway.
    shown: Math.min(total, small ? 6 : 4),
  };
}
