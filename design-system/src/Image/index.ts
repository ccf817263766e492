export { Image } from './Image.tsx';
export type { ImageProps } from './Image.tsx';
export { imageSources, placeholderScale } from './imageSources.ts';
export type { ImageSources, ImageSourcesInput, ImageSrcBuilder } from './imageSources.ts';
export { imageFits, imageLayouts } from './imageVariants.ts';
export type { ImageFit, ImageLayout } from './imageVariants.ts';
