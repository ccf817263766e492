import type { ImageSrcBuilder } from '../Image/imageSources.ts';

export interface GalleryImage {
  /** An address, or the app's `(width) => url` builder (srcSet, placeholder, zoom size). */
  src: string | ImageSrcBuilder;
  /** What the picture shows ("Oslo sofa from the side"): a gallery's pictures are content. */
  alt: string;
  width: number;
  height: number;
}

export interface ProductGalleryLabels {
  /** The gallery's name ("Pictures of Oslo sofa"), also the zoom dialog's title. */
  gallery: string;
  /** "Picture 2 of 5" on a thumbnail and in the zoom view. */
  position: (index: number, count: number) => string;
  /** The main picture's button ("Zoom in"). */
  zoom: string;
  previous: string;
  next: string;
  close: string;
}

export const defaultProductGalleryLabels: ProductGalleryLabels = {
  gallery: 'Product pictures',
  position: (index, count) => `Picture ${index} of ${count}`,
  zoom: 'Zoom in',
  previous: 'Previous picture',
  next: 'Next picture',
  close: 'Close',
};
