// Story and fixture pictures (offline SVG stand-ins for product and banner photos). Not part of
// the design system's API: `@vitrina/design-system/demo` exists for stories and test fixtures.
export { DemoAddToCart, DemoWishList } from './demoActions.tsx';
export { demoCrowns, demoProducts, demoVariants } from './demoProducts.ts';
export { productMotifs, productPicture, productPictureSvg } from './productPictures.ts';
export type { ProductMotif } from './productPictures.ts';
export { bannerPicture, bannerPictureSvg, demoBannerScenes } from './bannerPictures.ts';
export type { BannerScene } from './bannerPictures.ts';
