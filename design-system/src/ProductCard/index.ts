export { ProductCard } from './ProductCard.tsx';
export type { ProductCardProps } from './ProductCard.tsx';
export { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
export type { ProductCardSkeletonProps } from './ProductCardSkeleton.tsx';
export { productCardAreas, productCardLayouts } from './productCardLayouts.ts';
export type { ProductCardArea, ProductCardLayout } from './productCardLayouts.ts';
export { defaultProductCardLabels } from './productCardTypes.ts';
export type {
  ProductCardAvailability,
  ProductCardBadge,
  ProductCardImage,
  ProductCardLabels,
  ProductCardPrice,
  ProductCardRating,
  ProductCardVariant,
} from './productCardTypes.ts';
export { priceLayout, priceLayoutBreakpoints, priceLayouts } from './priceLayout.ts';
export type { PriceLayout } from './priceLayout.ts';
export { productTagKeys, productTagList } from './productTags.ts';
export type { ProductTag, ProductTagKey, ProductTagLabels, ProductTags } from './productTags.ts';
export {
  smallVariantsFrom,
  smallVariantThumbnail,
  variantsBox,
  variantThumbnail,
} from './variantsBox.ts';
export type { VariantsBox } from './variantsBox.ts';
