export const linkTones = ['brand', 'neutral', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];

/** `always`: underlined in running text (WCAG 1.4.1); `hover`: for menus and cards. */
export const linkUnderlines = ['always', 'hover'] as const;
export type LinkUnderline = (typeof linkUnderlines)[number];
