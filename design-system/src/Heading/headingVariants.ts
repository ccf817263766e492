/** The document level (which <hN> element) and the visual size are separate choices. */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** Visual sizes; named after the level they usually go with. */
export const headingVariants = [2, 3, 4, 5] as const;
export type HeadingVariant = (typeof headingVariants)[number];

/** Default look for a level: its own size, clamped to the sizes that exist. */
export function defaultHeadingVariant(level: HeadingLevel): HeadingVariant {
  if (level === 1 || level === 2) return 2;
  if (level === 5 || level === 6) return 5;
  return level;
}
