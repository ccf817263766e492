import { useLingui } from '@lingui/react/macro';
import { ProductGallery, type GalleryImage } from '@vitrina/design-system';
import { imageSource } from '../../ui/imageUrl.ts';
import * as styles from './ProductGalleryArea.css.ts';

/**
 * The product's pictures in the design system's gallery: the chosen one large (swipe, arrow keys
 * or thumbnails), and a full-screen zoom dialog opened from it by click, Enter or Space, in which
 * the arrow keys step through the pictures and Escape closes back to the picture that opened it.
 * The zoom view asks the image endpoint for up to 2400 px (snapped to its allowlist).
 */
export function ProductGalleryArea(props: {
  imageBase: string;
  fileKeys: readonly string[];
  name: string;
}) {
  const { t } = useLingui();
  const images = props.fileKeys.flatMap((fileKey): GalleryImage[] => {
    const src = imageSource(props.imageBase, fileKey);
    return src ? [{ src, alt: props.name, width: 800, height: 800 }] : [];
  });
  if (images.length === 0) return <div className={styles.empty} aria-hidden="true" />;
  return (
    <ProductGallery
      images={images}
      sizes="(min-width: 1024px) 55vw, (min-width: 768px) 50vw, 100vw"
      labels={{
        gallery: t`Pictures of ${props.name}`,
        position: (index, count) => t`Picture ${index} of ${count}`,
        zoom: t`Zoom in`,
        previous: t`Previous picture`,
        next: t`Next picture`,
        close: t`Close`,
      }}
    />
  );
}
