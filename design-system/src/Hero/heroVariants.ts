/** Where the text sits over the picture from the md breakpoint up. */
export const heroAligns = ['start', 'center'] as const;
export type HeroAlign = (typeof heroAligns)[number];

/** `large`: the page's opening picture; `medium`: a banner among other content. */
export const heroSizes = ['medium', 'large'] as const;
export type HeroSize = (typeof heroSizes)[number];
