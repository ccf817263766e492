/** Variant lists, reused by the recipe, the prop types and the stories. */
export const buttonColors = ['primary', 'secondary', 'outline', 'ghost', 'critical'] as const;
export type ButtonColor = (typeof buttonColors)[number];

export const buttonSizes = ['large', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** CMS button `float` (spec §3): full-width block, or floated left/right in running text. */
export const buttonFloats = ['block', 'left', 'right'] as const;
export type ButtonFloat = (typeof buttonFloats)[number];
