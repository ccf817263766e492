import type { ReactNode } from 'react';
import { Image } from '../Image/Image.tsx';
import { cx } from '../styles/cx.ts';
import * as styles from './ProductCard.css.ts';
import type { ProductCardLayout } from './productCardLayouts.ts';
import type { ProductCardImage } from './productCardTypes.ts';

interface ProductCardMediaProps {
  image?: ProductCardImage;
  hoverImage?: ProductCardImage;
  layout: ProductCardLayout;
  /** `sizes` of the picture; the default fits ProductGrid's columns. */
  sizes?: string;
  priority?: boolean;
  /** Over the picture's top-left corner (the discount). */
  start?: ReactNode;
  /** True once a mouse has entered the card: only then is the hover picture requested. */
  showHover: boolean;
}

const widths = [120, 180, 240, 320, 480, 640];
const defaultSizes: Record<ProductCardLayout, string> = {
  card: '(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw',
  compact: '88px',
  list: '(min-width: 768px) 200px, 112px',
};
const displayWidth: Record<ProductCardLayout, number> = { card: 320, compact: 88, list: 200 };

/** The square picture, the hover picture over it, and the corner overlays. */
export function ProductCardMedia({
  image,
  hoverImage,
  layout,
  sizes,
  priority,
  start,
  showHover,
}: ProductCardMediaProps) {
  const size = displayWidth[layout];
  const picture = (source: ProductCardImage, className: string, eager = priority) => (
    <Image
      src={source.src}
      placeholderSrc={source.placeholderSrc}
      alt={source.alt ?? ''}
      width={size}
      height={size}
      widths={widths}
      sizes={sizes ?? defaultSizes[layout]}
      fit="contain"
      priority={eager}
      className={className}
    />
  );
  return (
    <div className={cx(styles.area.media, styles.media)}>
      {image ? picture(image, styles.image) : <span className={styles.noImage} />}
      {hoverImage && showHover ? picture(hoverImage, styles.hoverImage, true) : null}
      {start ? <div className={styles.overlayStart}>{start}</div> : null}
    </div>
  );
}
