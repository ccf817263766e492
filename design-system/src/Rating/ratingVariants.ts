export const ratingSizes = ['small', 'standard', 'large'] as const;
export type RatingSize = (typeof ratingSizes)[number];
