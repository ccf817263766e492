export { Price } from './Price.tsx';
export type { PriceProps } from './Price.tsx';
export { priceSizes } from './priceVariants.ts';
export type { PriceSize } from './priceVariants.ts';
