/** `inherit` follows the surrounding font size (1em), which is what icons inside text want. */
export const iconSizes = ['inherit', 'small', 'medium', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];
