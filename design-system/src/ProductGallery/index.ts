export { ProductGallery } from './ProductGallery.tsx';
export type { ProductGalleryProps } from './ProductGallery.tsx';
export { defaultProductGalleryLabels } from './galleryTypes.ts';
export type { GalleryImage, ProductGalleryLabels } from './galleryTypes.ts';
