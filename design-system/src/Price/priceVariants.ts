export const priceSizes = ['small', 'standard', 'large'] as const;
export type PriceSize = (typeof priceSizes)[number];
