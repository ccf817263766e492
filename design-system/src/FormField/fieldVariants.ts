/** Control heights shared by every field, matching `buttonSizes` so fields and buttons line up. */
export const fieldSizes = ['large', 'small'] as const;
export type FieldSize = (typeof fieldSizes)[number];
